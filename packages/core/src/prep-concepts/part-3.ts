import type { Concept } from './concept.ts';

export const CONCEPTS_PART_3: readonly Concept[] = [
  // Data modeling
  {
    skill: 'Data modeling',
    name: 'Star schema',
    definition:
      'A dimensional layout in which one central table of measurable events links directly to surrounding descriptive tables, so reports can filter and group those events by their attributes.',
    example:
      'A sales model keeps one row per order line in a central table and joins it to date, product and store tables to slice revenue by month or region.',
    source: 'https://learn.microsoft.com/en-us/power-bi/guidance/star-schema',
  },
  {
    skill: 'Data modeling',
    name: 'Normalization',
    definition:
      'Organizing relational tables so each fact is stored exactly once, splitting repeating or dependent data into separate related tables to avoid update and insert anomalies.',
    example:
      'Instead of repeating a customer address on every order row, the designer moves addresses into a customers table referenced by a key.',
    source: 'https://learn.microsoft.com/en-us/power-bi/guidance/star-schema',
  },
  {
    skill: 'Data modeling',
    name: 'Denormalization',
    definition:
      'Deliberately storing redundant or pre-joined data, such as embedding related items inside one document, to speed up frequent reads at the cost of larger, more complex writes.',
    example:
      'A document database stores each order together with its line items in one document so the order page loads with a single read.',
    source: 'https://learn.microsoft.com/en-us/power-bi/guidance/star-schema',
  },
  // Security
  {
    skill: 'Security',
    name: 'Shared responsibility model',
    definition:
      'The split of duties in which the cloud provider protects the physical facilities and underlying infrastructure, while the customer secures what it builds on top: data, identities, configurations and guest software.',
    example:
      'The provider patches the hypervisor hosting a virtual machine, but the customer must patch the guest operating system and close open ports.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/security-pillar/welcome.html',
  },
  {
    skill: 'Security',
    name: 'Least privilege',
    definition:
      'Giving each user, role or service only the permissions required for its task, and removing them when no longer needed.',
    example:
      'A reporting function gets read access to one storage bucket only, rather than full administrator rights to the account.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/security-pillar/welcome.html',
  },
  {
    skill: 'Security',
    name: 'Defense in depth',
    definition:
      'Layering several independent safeguards across network, host, application and data, so that the failure or bypass of one control does not expose the whole system.',
    example:
      'A web tier sits behind a web application firewall, in a private subnet with security groups, with encrypted storage and audited access.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/security-pillar/welcome.html',
  },
  // Large language models
  {
    skill: 'Large language models',
    name: 'Prompt engineering',
    definition:
      'Designing and refining the text given to a generative model, including instructions, context and examples, to steer its output without changing the model weights.',
    example:
      'A developer adds three sample question-answer pairs and a required output format to the request so the model returns consistent JSON.',
    source: 'https://cloud.google.com/vertex-ai/docs',
  },
  {
    skill: 'Large language models',
    name: 'Fine-tuning',
    definition:
      'Continuing the training of a pretrained model on a smaller, task-specific dataset so its weights adapt to a particular domain, style or task.',
    example:
      'A support team trains a general model further on thousands of its resolved tickets so replies follow the house tone and terminology.',
    source: 'https://cloud.google.com/vertex-ai/docs',
  },
  {
    skill: 'Large language models',
    name: 'Hallucination',
    definition:
      'Output from a generative model that reads fluently and confidently but is false, invented or unsupported by the provided sources.',
    example: 'Asked for references, a chatbot lists a plausible-looking journal article that does not exist.',
    source: 'https://cloud.google.com/vertex-ai/docs',
  },
  // High availability
  {
    skill: 'High availability',
    name: 'Failover',
    definition:
      'Automatically redirecting work to a standby component when the primary component fails, so clients continue with only a brief interruption.',
    example:
      'When the primary database host stops responding, the service promotes the standby and repoints the connection endpoint to it.',
    source: 'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Concepts.MultiAZ.html',
  },
  {
    skill: 'High availability',
    name: 'Multi-AZ deployment',
    definition:
      'Running redundant copies of a workload in physically separate data centers within one region, so the loss of a single location does not take the service down.',
    example:
      'Web servers and a standby database are spread across two zones behind a load balancer, so a power failure in one zone is tolerated.',
    source: 'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Concepts.MultiAZ.html',
  },
  {
    skill: 'High availability',
    name: 'Synchronous replication',
    definition:
      'Copying every write to a second node and waiting for it to be stored there before the write is acknowledged, so no committed data is lost if the primary fails.',
    example:
      'A bank ledger database confirms each transaction only after both the primary and its standby have persisted it.',
    source: 'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Concepts.MultiAZ.html',
  },
  // Risk management
  {
    skill: 'Risk management',
    name: 'Risk appetite',
    definition:
      'The amount and kind of uncertainty an organization is willing to accept while pursuing its objectives, set by leadership to guide which exposures need treatment.',
    example:
      'The board states it will accept minor service delays for a faster launch but no exposure of customer personal data.',
    source: 'https://csrc.nist.gov/pubs/sp/800/37/r2/final',
  },
  {
    skill: 'Risk management',
    name: 'Risk mitigation',
    definition:
      'Applying controls or actions that reduce the likelihood or the impact of an identified threat until the remaining exposure is acceptable.',
    example:
      'To reduce the chance of account takeover, the team enforces multi-factor authentication for all administrator logins.',
    source: 'https://csrc.nist.gov/pubs/sp/800/37/r2/final',
  },
  {
    skill: 'Risk management',
    name: 'Risk transfer',
    definition:
      'Shifting the financial consequences of a possible loss to another party, typically through insurance or contractual terms, while the event itself may still occur.',
    example:
      'A company buys cyber insurance so that the costs of a breach investigation would be covered by the insurer.',
    source: 'https://csrc.nist.gov/pubs/sp/800/37/r2/final',
  },
  // Cloud concepts
  {
    skill: 'Cloud concepts',
    name: 'Elasticity',
    definition:
      'The ability of a system to add or release computing capacity automatically as demand rises and falls.',
    example:
      'An online shop automatically adds servers during a holiday sale and removes them when traffic returns to normal.',
    source: 'https://aws.amazon.com/certification/certified-cloud-practitioner/',
  },
  {
    skill: 'Cloud concepts',
    name: 'Pay-as-you-go pricing',
    definition:
      'Being billed only for the IT resources actually consumed, such as compute hours or gigabytes stored, instead of buying hardware capacity up front.',
    example:
      'A startup runs its test environment only during working hours and is charged nothing for the nights and weekends it is switched off.',
    source: 'https://aws.amazon.com/certification/certified-cloud-practitioner/',
  },
  {
    skill: 'Cloud concepts',
    name: 'Infrastructure as a service',
    definition:
      'A cloud model where the provider supplies virtual machines, storage and networking, and the customer manages the operating system, runtime and applications on top.',
    example:
      'A team rents virtual servers, installs its own Linux distribution and database, and is responsible for patching both.',
    source: 'https://aws.amazon.com/certification/certified-cloud-practitioner/',
  },
  // Security policies
  {
    skill: 'Security policies',
    name: 'Security zone',
    definition:
      'A logical group of firewall interfaces whose hosts share the same trust level; traffic rules are written for flows moving from one such group to another.',
    example:
      'Office networks are bound to a trust group, the internet link to an untrust group, and rules govern traffic between them.',
    source:
      'https://juniper.net/documentation/software/junos-security/junos-security10.2/junos-security-swconfig-security/topic-41206.html',
  },
  {
    skill: 'Security policies',
    name: 'First-match rule order',
    definition:
      'The firewall checks rules from the top of the ordered list down and applies the first one whose conditions fit, so specific rules must sit above broader ones.',
    example:
      'A rule blocking one risky host is placed above the rule allowing the whole subnet, otherwise it would never be reached.',
    source:
      'https://juniper.net/documentation/software/junos-security/junos-security10.2/junos-security-swconfig-security/topic-41206.html',
  },
  {
    skill: 'Security policies',
    name: 'Implicit deny',
    definition: 'The default action that drops any traffic not explicitly permitted by a configured rule.',
    example:
      'A new application fails to connect through the firewall until an administrator adds a rule allowing its port.',
    source:
      'https://juniper.net/documentation/software/junos-security/junos-security10.2/junos-security-swconfig-security/topic-41206.html',
  },
  // Deep learning
  {
    skill: 'Deep learning',
    name: 'Backpropagation',
    definition:
      'The method that computes how much each weight contributed to the prediction error by passing gradients backward through the network layers, so an optimizer can adjust the weights.',
    example:
      'After each batch of images, the training loop computes the loss, sends gradients back through every layer and updates the weights.',
    source: 'https://pytorch.org/docs/stable/nn.html',
  },
  {
    skill: 'Deep learning',
    name: 'Convolutional neural network',
    definition:
      'A network that slides small learned filters across grid-like input such as images to detect local patterns, building up from edges to shapes to objects.',
    example:
      'A model for defect inspection scans photos of circuit boards and learns filters that respond to scratches and missing parts.',
    source: 'https://pytorch.org/docs/stable/nn.html',
  },
  {
    skill: 'Deep learning',
    name: 'Activation function',
    definition:
      'A nonlinear function, such as ReLU or sigmoid, applied to each neuron output so that stacked layers can represent relationships a purely linear model cannot.',
    example:
      'Each hidden layer passes its weighted sums through ReLU, which turns negative values into zero before the next layer.',
    source: 'https://pytorch.org/docs/stable/nn.html',
  },
  // Stakeholder management
  {
    skill: 'Stakeholder management',
    name: 'Stakeholder register',
    definition:
      'A project document listing the people and groups affected by or able to influence the work, with their role, interests, influence and expectations.',
    example:
      'At kickoff the project manager records the finance director, the support team and an external regulator with what each needs from the project.',
    source: 'https://www.pmi.org/standards/pmbok',
  },
  {
    skill: 'Stakeholder management',
    name: 'Power/interest grid',
    definition:
      'A two-axis chart placing each party by its authority and its concern about the outcome, to decide whether to manage closely, keep satisfied, keep informed or simply monitor.',
    example:
      'An executive sponsor with high authority but little day-to-day concern is kept satisfied with a short monthly briefing.',
    source: 'https://www.pmi.org/standards/pmbok',
  },
  {
    skill: 'Stakeholder management',
    name: 'RACI matrix',
    definition:
      'A chart that assigns, for each task or deliverable, who does the work, who is ultimately answerable, who gives input and who is only informed.',
    example:
      'For the data migration, the engineer does the work, the IT manager signs off, security gives advice and the help desk is notified.',
    source: 'https://www.pmi.org/standards/pmbok',
  },
  // Computer vision
  {
    skill: 'Computer vision',
    name: 'Image classification',
    definition:
      'Assigning one or more labels to an entire picture based on its content, without saying where in the picture anything appears.',
    example:
      'A recycling app labels a photo as either glass, paper or plastic before telling the user which bin to use.',
    source: 'https://learn.microsoft.com/en-us/azure/ai-services/computer-vision/overview',
  },
  {
    skill: 'Computer vision',
    name: 'Object detection',
    definition:
      'Locating individual items within a picture and returning, for each one, a label together with a bounding box and a confidence score.',
    example:
      'A warehouse camera draws boxes around every pallet and forklift in view so the system can count them.',
    source: 'https://learn.microsoft.com/en-us/azure/ai-services/computer-vision/overview',
  },
  {
    skill: 'Computer vision',
    name: 'Optical character recognition',
    definition:
      'Extracting printed or handwritten text from photos or scanned documents and converting it into machine-readable characters.',
    example:
      'An expense app reads the merchant name and total from a photographed receipt and fills in the claim form.',
    source: 'https://learn.microsoft.com/en-us/azure/ai-services/computer-vision/overview',
  },
  // Data security
  {
    skill: 'Data security',
    name: 'Encryption at rest',
    definition:
      'Encoding stored data on disks, databases or backups so it is unreadable to anyone who obtains the storage media without the decryption key.',
    example:
      'A lost backup tape reveals nothing because its contents were encrypted with keys held in a separate key management service.',
    source: 'https://learn.microsoft.com/en-us/purview/',
  },
  {
    skill: 'Data security',
    name: 'Data masking',
    definition:
      'Hiding or substituting sensitive field values, for example showing only the last digits of a card number, so data stays usable for people who do not need the real value.',
    example:
      'Call-center agents see a customer card number as a row of asterisks followed by its final four digits.',
    source: 'https://learn.microsoft.com/en-us/purview/',
  },
  {
    skill: 'Data security',
    name: 'Data classification',
    definition:
      'Labeling information by sensitivity level, such as public, internal, confidential or restricted, so matching handling and protection rules can be applied.',
    example:
      'Files containing payroll data are tagged as restricted, which automatically blocks sharing them outside the company.',
    source: 'https://learn.microsoft.com/en-us/purview/',
  },
  // MLOps
  {
    skill: 'MLOps',
    name: 'Model registry',
    definition:
      'A central catalogue storing trained model versions with their metadata, metrics and approval status, so teams can track, compare and promote them to production.',
    example:
      'After evaluation, version seven of a churn model is marked approved in the catalogue and the deployment pipeline picks it up.',
    source:
      'https://cloud.google.com/architecture/mlops-continuous-delivery-and-automation-pipelines-in-machine-learning',
  },
  {
    skill: 'MLOps',
    name: 'Data drift',
    definition:
      'A shift over time in the statistical distribution of the inputs a deployed model receives compared with its training data, which can quietly degrade prediction quality.',
    example:
      'A demand forecast trained before a new product line launched starts to miss because order patterns have changed.',
    source:
      'https://cloud.google.com/architecture/mlops-continuous-delivery-and-automation-pipelines-in-machine-learning',
  },
  {
    skill: 'MLOps',
    name: 'Continuous training',
    definition:
      'Automatically retraining and re-validating a production model with fresh data, triggered on a schedule, by new data arriving or by a drop in monitored performance.',
    example:
      'Every week a pipeline retrains the fraud model on the latest labeled transactions and deploys it only if it beats the current one.',
    source:
      'https://cloud.google.com/architecture/mlops-continuous-delivery-and-automation-pipelines-in-machine-learning',
  },
  // Pull requests
  {
    skill: 'Pull requests',
    name: 'Approving review',
    definition:
      'A reviewer signs off on proposed branch changes after reading them, which branch protection rules can require before the changes may be merged.',
    example:
      'The main branch requires one sign-off from a code owner, so a teammate reads the diff and approves it before merging.',
    source:
      'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/proposing-changes-to-your-work-with-pull-requests/about-pull-requests',
  },
  {
    skill: 'Pull requests',
    name: 'Draft pull request',
    definition:
      'A proposal of branch changes opened as work in progress; it cannot be merged and does not request reviews until its author marks it ready.',
    example:
      'A developer opens an early version to get CI feedback and discussion, then marks it ready once tests pass.',
    source:
      'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/proposing-changes-to-your-work-with-pull-requests/about-pull-requests',
  },
  {
    skill: 'Pull requests',
    name: 'Merge conflict',
    definition:
      'A situation where two branches changed the same lines of a file, or one edited a file the other deleted, so the changes cannot be combined automatically.',
    example:
      'Two developers edited the same function header; Git marks the clashing lines and one of them must choose the final version.',
    source:
      'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/proposing-changes-to-your-work-with-pull-requests/about-pull-requests',
  },
  // Swift
  {
    skill: 'Swift',
    name: 'Optional',
    definition:
      'A type that either wraps a value or holds nil, so the compiler forces code to unwrap it safely, for example with if let, before the value is used.',
    example:
      'Converting user input to Int returns a value that may be nil, so the app uses if let to handle text that is not a number.',
    source: 'https://docs.swift.org/swift-book/',
  },
  {
    skill: 'Swift',
    name: 'Structure',
    definition:
      'A value type declared with struct that is copied when assigned or passed, unlike class instances, which are shared references.',
    example:
      'Copying a Point value into a new variable and changing its x coordinate leaves the original Point unchanged.',
    source: 'https://docs.swift.org/swift-book/',
  },
  {
    skill: 'Swift',
    name: 'Closure',
    definition:
      'A self-contained block of code that can be stored and passed around like a value, and can capture constants and variables from the context where it was defined.',
    example:
      'The app passes { $0.price < 20 } to filter so only products cheaper than twenty remain in the list.',
    source: 'https://docs.swift.org/swift-book/',
  },
  // Amazon S3
  {
    skill: 'Amazon S3',
    name: 'Bucket',
    definition:
      'A container for stored objects with a globally unique name, created in a chosen region, to which access policies and settings such as versioning are applied.',
    example:
      'A team creates one container for website images in its home region and grants public read on a single folder path.',
    source: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/Welcome.html',
  },
  {
    skill: 'Amazon S3',
    name: 'Storage classes',
    definition:
      'Tiers of object storage that trade retrieval speed and access cost against storage price, so rarely read or archival data can be kept more cheaply.',
    example:
      'Monthly logs are stored in an infrequent-access tier, and year-old audit records go to an archive tier.',
    source: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/Welcome.html',
  },
  {
    skill: 'Amazon S3',
    name: 'Lifecycle configuration',
    definition:
      'Rules attached to a bucket that automatically move objects to cheaper tiers or delete them once they reach a specified age.',
    example:
      'A rule moves uploaded invoices to archive storage after ninety days and deletes them after the retention period ends.',
    source: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/Welcome.html',
  },
  // Compute Engine
  {
    skill: 'Compute Engine',
    name: 'Machine type',
    definition:
      'A predefined or custom combination of virtual CPUs and memory that sets the size and cost of a virtual machine.',
    example:
      'A memory-hungry cache server is created with a high-memory shape instead of a general-purpose one.',
    source: 'https://cloud.google.com/compute/docs',
  },
  {
    skill: 'Compute Engine',
    name: 'Managed instance group',
    definition:
      'A set of identical virtual machines created from one instance template that can autoscale, recreate unhealthy members and roll out updates together.',
    example:
      'A web tier grows from two to eight VMs under load and replaces any VM whose health check fails.',
    source: 'https://cloud.google.com/compute/docs',
  },
  {
    skill: 'Compute Engine',
    name: 'Spot VMs',
    definition:
      'Heavily discounted virtual machines running on spare capacity that the provider may stop at any time, suited to fault-tolerant batch work.',
    example:
      'A rendering job runs on interruptible, low-cost VMs and simply requeues frames when a VM is reclaimed.',
    source: 'https://cloud.google.com/compute/docs',
  },
  // Data loading
  {
    skill: 'Data loading',
    name: 'Batch loading',
    definition:
      'Ingesting data in large periodic jobs from files such as CSV, Avro or Parquet, rather than record by record as events happen.',
    example: 'Each night a job loads the day’s export files from object storage into the warehouse tables.',
    source: 'https://cloud.google.com/bigquery/docs/loading-data',
  },
  {
    skill: 'Data loading',
    name: 'Streaming ingestion',
    definition:
      'Writing records into the warehouse continuously as they are produced so they become queryable within seconds.',
    example:
      'Click events from a website are inserted as they arrive so a live dashboard shows current visitor activity.',
    source: 'https://cloud.google.com/bigquery/docs/loading-data',
  },
  {
    skill: 'Data loading',
    name: 'ELT',
    definition:
      'A pattern where raw data is first landed in the warehouse unchanged and then reshaped there with SQL using the warehouse’s own compute, instead of before it arrives.',
    example:
      'Raw order files land in a staging table, and scheduled SQL jobs then clean and join them into reporting tables.',
    source: 'https://cloud.google.com/bigquery/docs/loading-data',
  },
  // Facilitation
  {
    skill: 'Facilitation',
    name: 'Timeboxing',
    definition:
      'Setting a fixed maximum duration for a meeting or activity in advance and ending it when that time is used up.',
    example:
      'The Daily Scrum is held to fifteen minutes, and detailed problem-solving moves to a follow-up conversation.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  {
    skill: 'Facilitation',
    name: 'Sprint Retrospective',
    definition:
      'The event closing each iteration where the team inspects how it worked together, including people, interactions, tools and its definition of done, and picks improvements.',
    example:
      'The team notices that late code reviews delayed work and agrees to review each other’s changes before starting new items.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  {
    skill: 'Facilitation',
    name: 'Dot voting',
    definition:
      'A quick group prioritization technique in which each participant places a limited number of marks on the options they favor, making preferences visible at a glance.',
    example:
      'Each attendee gets three stickers to place on the improvement ideas posted on the wall, and the top two are chosen.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  // Jetpack Compose
  {
    skill: 'Jetpack Compose',
    name: 'Composable function',
    definition:
      'A Kotlin function marked with an annotation that describes part of the user interface declaratively from its inputs, which the framework calls to build the screen.',
    example:
      'A Greeting function takes a name parameter and emits a Text element showing "Hello" followed by that name.',
    source: 'https://developer.android.com/quick-guides/content/video/state-in-compose',
  },
  {
    skill: 'Jetpack Compose',
    name: 'Recomposition',
    definition:
      'The framework re-running the UI-describing functions whose input or observed state changed, so the screen reflects the new data.',
    example:
      'When a counter’s state value increases after a tap, only the UI functions that read the count are run again.',
    source: 'https://developer.android.com/quick-guides/content/video/state-in-compose',
  },
  {
    skill: 'Jetpack Compose',
    name: 'State hoisting',
    definition:
      'Moving state out of a UI function into its caller and passing down the value plus event callbacks, making the function stateless, reusable and easier to test.',
    example:
      'A search field receives its text and an onValueChange callback from the screen, which owns the query value.',
    source: 'https://developer.android.com/quick-guides/content/video/state-in-compose',
  },
  // Monitoring
  {
    skill: 'Monitoring',
    name: 'Metric',
    definition:
      'A numeric measurement collected at regular intervals, such as CPU utilization or request count, that can be graphed over time and compared with thresholds.',
    example:
      'The operations team charts average response time per minute to see how an application behaves during peak hours.',
    source: 'https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/WhatIsCloudWatch.html',
  },
  {
    skill: 'Monitoring',
    name: 'Alarm',
    definition:
      'A rule that watches a measurement and changes state or triggers a notification or action when the value crosses a threshold for a set number of periods.',
    example:
      'If error rate stays above the limit for five consecutive minutes, the on-call engineer is paged automatically.',
    source: 'https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/WhatIsCloudWatch.html',
  },
  {
    skill: 'Monitoring',
    name: 'Dashboard',
    definition:
      'A single customizable view combining graphs and status widgets for several resources, so operators can spot problems at a glance.',
    example:
      'During a release, engineers watch one screen showing latency, error counts and database connections side by side.',
    source: 'https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/WhatIsCloudWatch.html',
  },
  // Penetration testing
  {
    skill: 'Penetration testing',
    name: 'Rules of engagement',
    definition:
      "The agreed document fixing a security test's scope, permitted techniques, timing, contacts and written authorization before any testing begins.",
    example:
      'Before the test starts, the client signs off that only the staging network may be scanned, outside business hours, with no denial-of-service attempts.',
    source: 'https://csrc.nist.gov/pubs/sp/800/115/final',
  },
  {
    skill: 'Penetration testing',
    name: 'Reconnaissance',
    definition:
      'The information-gathering phase in which the tester collects details about the target, such as domains, hosts, staff names and exposed services, before attempting any exploit.',
    example:
      'The tester lists public subdomains and job postings to learn which web servers and software versions the company uses.',
    source: 'https://csrc.nist.gov/pubs/sp/800/115/final',
  },
  // Risk assessment
  {
    skill: 'Risk assessment',
    name: 'Qualitative risk assessment',
    definition:
      'Rating risks with descriptive scales, such as low, medium and high, for probability and consequence, usually plotted on a matrix rather than expressed in money.',
    example:
      'A workshop rates a supplier outage as likely and of moderate consequence, placing it in the amber cell of the heat map.',
    source: 'https://csrc.nist.gov/pubs/sp/800/30/r1/final',
  },
  {
    skill: 'Risk assessment',
    name: 'Annualized loss expectancy',
    definition:
      'A quantitative estimate of the yearly cost of a risk, calculated by multiplying the expected cost of one occurrence by how many times per year it is expected to occur.',
    example:
      'If one laptop theft costs a set amount and thefts are expected twice a year, the yearly estimate is twice that amount.',
    source: 'https://csrc.nist.gov/pubs/sp/800/30/r1/final',
  },
  // Stakeholder engagement
  {
    skill: 'Stakeholder engagement',
    name: 'Customer journey',
    definition:
      'The complete end-to-end experience a service consumer has with a provider, from exploring a need through engaging, agreeing and onboarding to co-creating and realizing value.',
    example:
      'An IT team maps every touchpoint a new hire meets, from requesting a laptop to first login, to find where delays frustrate people.',
    source: 'https://www.peoplecert.org/browse-certifications/it-governance-and-service-management/ITIL-1',
  },
  {
    skill: 'Stakeholder engagement',
    name: 'Value co-creation',
    definition:
      'The principle that value arises from active collaboration between a provider and its consumers, rather than being handed over one way by the provider.',
    example:
      'Users join fortnightly reviews of a new HR portal, and their feedback shapes which features are built next.',
    source: 'https://www.peoplecert.org/browse-certifications/it-governance-and-service-management/ITIL-1',
  },
  // Workflows
  {
    skill: 'Workflows',
    name: 'Transition',
    definition:
      'A defined move that takes a work item from one status to another, which can carry conditions, validators and automatic post-actions.',
    example:
      'Moving a ticket from In Review to Done is allowed only for the assigned reviewer and automatically sets the resolution field.',
    source: 'https://support.atlassian.com/jira-cloud-administration/docs/work-with-issue-workflows/',
  },
  {
    skill: 'Workflows',
    name: 'Workflow scheme',
    definition:
      'A mapping that tells a project which process flow of statuses to use for each type of work item.',
    example:
      'Bugs in the project follow a flow with a verification step, while tasks use a simpler three-status flow.',
    source: 'https://support.atlassian.com/jira-cloud-administration/docs/work-with-issue-workflows/',
  },
  // Agile delivery
  {
    skill: 'Agile delivery',
    name: 'Flexing scope',
    definition:
      'Holding the deadline and budget fixed while adjusting which features are delivered, so the most valuable requirements are completed first within those limits.',
    example:
      'With the launch date fixed, the team drops a nice-to-have export feature rather than asking for more time.',
    source:
      'https://www.peoplecert.org/browse-certifications/project-programme-and-portfolio-management/PRINCE2-Agile-28/prince2-agile-foundation-4074',
  },
  {
    skill: 'Agile delivery',
    name: 'MoSCoW prioritization',
    definition:
      "Ranking requirements as must have, should have, could have or won't have this time, to decide what to leave out if time or money runs short.",
    example:
      'The product owner marks payment processing as essential and dark mode as could-have, so dark mode is deferred when the sprint slips.',
    source:
      'https://www.peoplecert.org/browse-certifications/project-programme-and-portfolio-management/PRINCE2-Agile-28/prince2-agile-foundation-4074',
  },
  // AI concepts
  {
    skill: 'AI concepts',
    name: 'Machine learning',
    definition:
      'A branch of AI in which systems learn patterns from example data to make predictions or decisions, instead of following explicitly programmed rules.',
    example: "Given years of past sales, a model learns to predict next month's demand for each store.",
    source: 'https://learn.microsoft.com/en-us/credentials/certifications/azure-ai-fundamentals/',
  },
  {
    skill: 'AI concepts',
    name: 'Generative AI',
    definition:
      'AI that produces new content, such as text, images, code or audio, in response to a request, based on patterns learned from large training datasets.',
    example:
      'A marketing assistant drafts three product descriptions from a short list of features typed by the user.',
    source: 'https://learn.microsoft.com/en-us/credentials/certifications/azure-ai-fundamentals/',
  },
  // API Management
  {
    skill: 'API Management',
    name: 'API gateway',
    definition:
      'The runtime entry point that receives client calls, enforces rules such as authentication and rate limits, and forwards each request to the right backend service.',
    example:
      'Mobile apps call one public endpoint, which checks their key and routes order requests to one service and profile requests to another.',
    source: 'https://learn.microsoft.com/en-us/azure/api-management/api-management-key-concepts',
  },
  {
    skill: 'API Management',
    name: 'Product',
    definition:
      'A bundle of one or more APIs offered to developers with its own terms of use, usage quotas and subscription approval rules.',
    example:
      'Partners subscribe to a bundle containing the catalog and ordering APIs, limited to a set number of calls per minute.',
    source: 'https://learn.microsoft.com/en-us/azure/api-management/api-management-key-concepts',
  },
  // Assemblies
  {
    skill: 'Assemblies',
    name: 'Assembly constraint',
    definition:
      'A rule defining how two components are positioned relative to each other, such as mating faces or aligning axes, which removes degrees of freedom.',
    example:
      "The designer mates the bolt's head face to the plate surface and aligns its axis with the hole so it sits correctly.",
    source: 'https://help.autodesk.com/cloudhelp/2018/ENU/Inventor-API/files/AssemblingParts_Overview.htm',
  },
  {
    skill: 'Assemblies',
    name: 'Grounded component',
    definition:
      'A component fixed in place so it cannot move, serving as the reference against which other components are positioned.',
    example: 'The base frame is fixed first, and the motor and brackets are then positioned relative to it.',
    source: 'https://help.autodesk.com/cloudhelp/2018/ENU/Inventor-API/files/AssemblingParts_Overview.htm',
  },
  // BigQuery
  {
    skill: 'BigQuery',
    name: 'Partitioned table',
    definition:
      'A table divided into segments by a date, timestamp or integer column, so queries filtering on that column scan only the relevant segments and cost less.',
    example:
      "A log table split by event date lets a query for yesterday's errors read one day of data instead of the whole history.",
    source: 'https://cloud.google.com/bigquery/docs/partitioned-tables',
  },
  {
    skill: 'BigQuery',
    name: 'Clustered table',
    definition:
      'A table whose storage is sorted by the values of a few chosen columns, so queries filtering or aggregating on those columns read fewer blocks.',
    example:
      'Sales data sorted by customer ID lets a lookup for one customer skip most of the stored blocks.',
    source: 'https://cloud.google.com/bigquery/docs/clustered-tables',
  },
  // CLI
  {
    skill: 'CLI',
    name: 'Candidate configuration',
    definition:
      'The working copy of device settings edited in configuration mode; changes take effect only after the commit command activates them.',
    example:
      'An engineer adds a new interface address, reviews the differences with show | compare, then commits to apply it.',
    source:
      'https://www.juniper.net/documentation/us/en/software/junos/cli/topics/topic-map/junos-configuration-commit.html',
  },
  {
    skill: 'CLI',
    name: 'Rollback',
    definition:
      'A command that loads a previously committed configuration, chosen by its number, into the working copy so it can be activated again.',
    example:
      'After a bad routing change, the operator loads the configuration from before the change and commits it.',
    source:
      'https://www.juniper.net/documentation/us/en/software/junos/cli/topics/topic-map/junos-configuration-commit.html',
  },
  // Continuous integration
  {
    skill: 'Continuous integration',
    name: 'Trunk-based development',
    definition:
      'A branching practice where developers merge small changes into one shared main branch at least daily, avoiding long-lived feature branches.',
    example:
      'Each developer integrates a small, tested change to main every few hours instead of merging a large branch at the end of the sprint.',
    source:
      'https://docs.github.com/en/actions/about-github-actions/about-continuous-integration-with-github-actions',
  },
  {
    skill: 'Continuous integration',
    name: 'Broken build',
    definition:
      'The state in which the shared branch fails to compile or its automated tests fail; fixing it takes priority over adding further changes.',
    example:
      'When the pipeline turns red after a merge, the author reverts or fixes it before anyone else merges new work.',
    source:
      'https://docs.github.com/en/actions/about-github-actions/about-continuous-integration-with-github-actions',
  },
  // Data collection
  {
    skill: 'Data collection',
    name: 'Unstructured data',
    definition:
      'Information without a predefined schema, such as emails, images, audio or free text, that does not fit neatly into rows and columns.',
    example:
      'A retailer stores customer review text and product photos for later analysis alongside its order tables.',
    source: 'https://aws.amazon.com/what-is/structured-data/',
  },
  {
    skill: 'Data collection',
    name: 'Open-source intelligence',
    definition:
      'Information gathered from publicly available sources, such as websites, social media, public records and forums, for analysis.',
    example:
      "An analyst monitors public paste sites and forums for mentions of the company's domain or leaked credentials.",
    source: 'https://www.eccouncil.org/train-certify/certified-threat-intelligence-analyst-ctia/',
  },
  // Database migration
  {
    skill: 'Database migration',
    name: 'Change data capture',
    definition:
      "Reading a source database's transaction log to copy ongoing inserts, updates and deletes to the target after the initial full load, keeping both in sync until cutover.",
    example:
      'The team copies the whole database over a weekend, then replicates new orders continuously until it switches the application over.',
    source: 'https://docs.aws.amazon.com/dms/latest/userguide/Welcome.html',
  },
  {
    skill: 'Database migration',
    name: 'Heterogeneous migration',
    definition:
      'Moving data between different database engines, which also requires converting schemas, stored code and data types to the target engine.',
    example:
      'Moving from a commercial database to PostgreSQL means rewriting stored procedures and mapping vendor-specific column types.',
    source: 'https://docs.aws.amazon.com/dms/latest/userguide/Welcome.html',
  },
  // Deployments
  {
    skill: 'Deployments',
    name: 'Rolling update',
    definition:
      'The default update strategy that gradually replaces old Pods with new ones while keeping a configured number available, so the application stays up during a release.',
    example:
      'Changing the container image makes the controller start new Pods and stop old ones a few at a time.',
    source: 'https://kubernetes.io/docs/concepts/workloads/controllers/deployment/',
  },
  {
    skill: 'Deployments',
    name: 'ReplicaSet',
    definition:
      'The controller object that keeps a specified number of identical Pods running, creating or deleting Pods to match the desired count.',
    example: 'When a node fails and two Pods vanish, the controller creates two replacements on other nodes.',
    source: 'https://kubernetes.io/docs/concepts/workloads/controllers/deployment/',
  },
  // Dynamics 365 Sales
  {
    skill: 'Dynamics 365 Sales',
    name: 'Lead qualification',
    definition:
      'Converting a record of potential interest into an account, contact and opportunity once the prospect is confirmed as a genuine sales possibility.',
    example:
      'After a call confirms budget and need, the seller converts the trade-show contact so a deal can be tracked.',
    source: 'https://learn.microsoft.com/en-us/dynamics365/sales/overview',
  },
  {
    skill: 'Dynamics 365 Sales',
    name: 'Opportunity',
    definition:
      'A record representing a potential sale to a customer, tracking estimated revenue, expected close date, products and sales stage.',
    example:
      'A seller logs the expected value and close date of a software renewal and moves it to the Propose stage.',
    source: 'https://learn.microsoft.com/en-us/dynamics365/sales/overview',
  },
  // Exporting
  {
    skill: 'Exporting',
    name: 'Export preset',
    definition:
      'A saved set of output settings, such as format, codec, resolution and bitrate, applied when rendering a file so results are consistent.',
    example:
      'An editor reuses the same saved settings for every weekly social video so all uploads share size and quality.',
    source: 'https://helpx.adobe.com/premiere-pro/user-guide.html',
  },
  {
    skill: 'Exporting',
    name: 'Lossy compression',
    definition:
      'Reducing file size by permanently discarding some image or audio detail, with a quality setting controlling how much is lost.',
    example:
      'A designer saves a web banner as a JPEG at medium quality, accepting slight artifacts for a much smaller file.',
    source: 'https://helpx.adobe.com/photoshop/user-guide.html',
  },
  // Firewalls
  {
    skill: 'Firewalls',
    name: 'Stateful inspection',
    definition:
      'Tracking active connections in a table so reply traffic for an allowed session passes automatically while unsolicited packets are dropped.',
    example:
      "A user's outbound web request is allowed, and the server's replies are accepted because they match the recorded session.",
    source: 'https://csrc.nist.gov/pubs/sp/800/41/r1/final',
  },
  {
    skill: 'Firewalls',
    name: 'Next-generation firewall',
    definition:
      'A filtering device that adds application awareness, intrusion prevention and user identity to traditional port and address rules.',
    example:
      'The security team blocks file-sharing applications for most staff even when the application uses the standard web port.',
    source: 'https://csrc.nist.gov/pubs/sp/800/41/r1/final',
  },
  // Git
  {
    skill: 'Git',
    name: 'Commit',
    definition:
      'A snapshot of staged changes recorded in the repository history, with an author, a message and a link to its parent snapshot.',
    example: "After staging two edited files, a developer records them with the message 'Fix login timeout'.",
    source: 'https://git-scm.com/doc',
  },
  {
    skill: 'Git',
    name: 'Branch',
    definition:
      'A movable pointer to a snapshot in history that lets work proceed on a separate line of development without affecting other lines.',
    example:
      'A developer creates feature/search, commits there for a week, and main stays untouched until the merge.',
    source: 'https://git-scm.com/doc',
  },
  // Instrumentation
  {
    skill: 'Instrumentation',
    name: 'Span',
    definition:
      'A single timed operation within a trace, such as one HTTP call or database query, with a name, start and end time, attributes and a link to its parent.',
    example:
      'The trace of a checkout request shows a child operation timing the call to the payment service.',
    source: 'https://opentelemetry.io/docs/concepts/instrumentation/',
  },
  {
    skill: 'Instrumentation',
    name: 'Automatic instrumentation',
    definition:
      "Collecting telemetry by attaching an agent or libraries that hook into common frameworks, without changing the application's source code.",
    example:
      'The team adds a language agent at startup and immediately gets traces for every incoming web request and database call.',
    source: 'https://opentelemetry.io/docs/concepts/instrumentation/',
  },
  // Log analysis
  {
    skill: 'Log analysis',
    name: 'Log correlation',
    definition:
      'Linking related entries from different sources, such as firewall, server and authentication logs, by time, address or user to reconstruct a single event.',
    example:
      'An analyst matches a VPN login, a file-server access and a large outbound transfer from the same account within ten minutes.',
    source: 'https://csrc.nist.gov/pubs/sp/800/92/final',
  },
  {
    skill: 'Log analysis',
    name: 'Log normalization',
    definition:
      'Converting entries from different formats into a common structure with consistent field names and timestamps so they can be searched together.',
    example:
      "Timestamps from three vendors' devices are converted to UTC and a shared source-IP field before being indexed.",
    source: 'https://csrc.nist.gov/pubs/sp/800/92/final',
  },
  // Missing values
  {
    skill: 'Missing values',
    name: 'Imputation',
    definition:
      "Filling in absent entries with estimated values, such as the column mean, median, most frequent value or a model's prediction, so rows can be kept.",
    example: 'Blank house ages are replaced with the median age before training a price model.',
    source: 'https://scikit-learn.org/stable/modules/impute.html',
  },
  {
    skill: 'Missing values',
    name: 'Listwise deletion',
    definition:
      'Removing every row that lacks a value in any used column; simple, but it can discard much data and bias results if gaps are not random.',
    example:
      'An analyst drops survey responses with any unanswered question and loses a third of the sample.',
    source: 'https://scikit-learn.org/stable/modules/impute.html',
  },
  // Packet Tracer
  {
    skill: 'Packet Tracer',
    name: 'Simulation mode',
    definition:
      'A mode that pauses real-time operation so the learner can step through packets event by event and inspect each protocol layer.',
    example:
      'A student steps through a ping to watch the ARP request go out before the first ICMP echo is sent.',
    source: 'https://www.netacad.com/cisco-packet-tracer',
  },
  {
    skill: 'Packet Tracer',
    name: 'Physical workspace',
    definition:
      'The view that places devices in cities, buildings, wiring closets and racks, showing cabling and location rather than the network topology.',
    example:
      'A learner places two switches in different wiring closets of a building to plan where the cables must run.',
    source: 'https://www.netacad.com/cisco-packet-tracer',
  },
  // Platform security
  {
    skill: 'Platform security',
    name: 'Role-based access control',
    definition:
      'Authorizing API requests according to roles that list allowed actions on resources, bound to users, groups or service accounts.',
    example:
      'A CI service account may only create and update Deployments in its own namespace and cannot read Secrets.',
    source: 'https://kubernetes.io/docs/concepts/security/',
  },
  {
    skill: 'Platform security',
    name: 'Pod Security Standards',
    definition:
      'Three predefined policy levels, privileged, baseline and restricted, describing how far workloads may relax isolation, enforced per namespace at admission.',
    example: 'A namespace labeled for the restricted level rejects a Pod that asks to run as root.',
    source: 'https://kubernetes.io/docs/concepts/security/',
  },
  // Reports and dashboards
  {
    skill: 'Reports and dashboards',
    name: 'Report type',
    definition:
      'A template defining which primary object, related objects and fields are available when building a report.',
    example:
      'An admin creates a template of accounts with or without opportunities so users can find accounts that have none.',
    source: 'https://trailhead.salesforce.com/content/learn/modules/lex_implementation_reports_dashboards',
  },
  {
    skill: 'Reports and dashboards',
    name: 'Dashboard running user',
    definition:
      'The user whose data access determines what every viewer of a dashboard sees, unless the dashboard is set to show data as the viewer.',
    example:
      'A sales dashboard runs as the sales director, so every rep sees team-wide totals rather than only their own deals.',
    source: 'https://trailhead.salesforce.com/content/learn/modules/lex_implementation_reports_dashboards',
  },
  // Seaborn
  {
    skill: 'Seaborn',
    name: 'Figure-level function',
    definition:
      'A plotting function such as relplot, displot or catplot that creates its own figure and can split data into subplot facets by rows and columns.',
    example: "An analyst calls displot with col='region' to draw one histogram per region side by side.",
    source: 'https://seaborn.pydata.org/',
  },
  {
    skill: 'Seaborn',
    name: 'Hue',
    definition:
      'A plot parameter mapping a variable to color so that groups within the same axes are drawn in different shades.',
    example:
      'A scatter plot of tips against bill total colors points by whether the meal was lunch or dinner.',
    source: 'https://seaborn.pydata.org/',
  },
  // Single sign-on
  {
    skill: 'Single sign-on',
    name: 'SAML',
    definition:
      'An XML-based standard in which an identity provider sends signed assertions to a service provider so a user who logged in once can access the app without another login.',
    example:
      'An employee signs in to the company portal and opens the expense app, which trusts the signed assertion it receives.',
    source: 'https://developer.okta.com/docs/concepts/saml/',
  },
  {
    skill: 'Single sign-on',
    name: 'OpenID Connect',
    definition:
      'An identity layer on top of OAuth 2.0 that gives the client application a signed ID token describing the authenticated user.',
    example:
      'A web app redirects users to the identity provider and receives a JSON Web Token with their name and email after login.',
    source: 'https://openid.net/specs/openid-connect-core-1_0.html',
  },
  // Typography
  {
    skill: 'Typography',
    name: 'Kerning',
    definition: 'Adjusting the space between one specific pair of characters so they fit together visually.',
    example:
      'A designer tightens the gap between the A and V in a headline so the word does not look broken.',
    source: 'https://helpx.adobe.com/indesign/user-guide.html',
  },
  {
    skill: 'Typography',
    name: 'Leading',
    definition: 'The vertical distance from the baseline of one line of type to the baseline of the next.',
    example:
      'Body text is set at 10 points on 14 points of line spacing to make long paragraphs easier to read.',
    source: 'https://helpx.adobe.com/indesign/user-guide.html',
  },
  // Visualizations
  {
    skill: 'Visualizations',
    name: 'Aggregation',
    definition:
      'Summarizing many records into metrics, such as count, sum or average per group or time bucket, which a chart then displays.',
    example:
      'A bar chart shows the average response time per service for the last hour instead of every single request.',
    source: 'https://www.elastic.co/guide/en/kibana/current/index.html',
  },
  {
    skill: 'Visualizations',
    name: 'Dashboard filter',
    definition:
      'A control applied to a whole dashboard that restricts every panel to matching records at once, such as a date range or region.',
    example: 'Selecting the Europe region updates all six charts on the page to European orders only.',
    source: 'https://www.elastic.co/guide/en/kibana/current/index.html',
  },
  // 2D animation
  {
    skill: '2D animation',
    name: 'Motion tween',
    definition:
      "Animation in which the software generates the intermediate frames for an object's position, scale, rotation or color from values set at a start and an end frame.",
    example:
      'An animator sets a ball at the left edge on frame 1 and at the right edge on frame 24, and the tool fills the frames between.',
    source: 'https://helpx.adobe.com/animate/user-guide.html',
  },
  {
    skill: '2D animation',
    name: 'Symbol',
    definition:
      'A reusable asset stored once in the library, such as a graphic, button or movie clip, whose instances can be placed many times without duplicating its data.',
    example:
      'A tree drawing is saved once and placed twenty times across the scene, each copy scaled differently.',
    source: 'https://helpx.adobe.com/animate/user-guide.html',
  },
  // 802.11 standards
  {
    skill: '802.11 standards',
    name: 'SSID',
    definition:
      'The human-readable network name an access point advertises so wireless clients can identify and join a particular wireless LAN.',
    example:
      'Staff connect to the corporate network name while visitors pick a separate guest network name on the same access points.',
    source: 'https://www.ieee802.org/11/',
  },
  {
    skill: '802.11 standards',
    name: 'Channel bonding',
    definition:
      'Combining adjacent radio channels into one wider channel, such as 40 or 80 MHz, to raise throughput at the cost of fewer non-overlapping channels.',
    example:
      'In a quiet office the 5 GHz radios use 80 MHz channels, but in a dense hall they stay at 20 MHz to avoid interference.',
    source: 'https://www.ieee802.org/11/',
  },
  // Access control
  {
    skill: 'Access control',
    name: 'Role hierarchy',
    definition:
      'Granting roles to other roles so that privileges held by a lower role are inherited by every role above it.',
    example:
      'An analyst role is granted to a data-engineer role, which is granted to the system administrator role, so each inherits the one below.',
    source: 'https://docs.snowflake.com/en/user-guide/security-access-control-overview',
  },
  {
    skill: 'Access control',
    name: 'Object ownership',
    definition:
      'The privilege held by exactly one role per object, giving it full control over the object, including granting privileges on it to other roles.',
    example:
      'The role that created a reporting table can grant SELECT on it to the analyst role without asking an administrator.',
    source: 'https://docs.snowflake.com/en/user-guide/security-access-control-overview',
  },
  // Active Directory Domain Services
  {
    skill: 'Active Directory Domain Services',
    name: 'Domain controller',
    definition:
      'A server that holds a writable or read-only copy of the directory database and authenticates users and computers in its domain.',
    example:
      'When an employee signs in to a workstation, the nearest such server checks the password and issues Kerberos tickets.',
    source:
      'https://learn.microsoft.com/en-us/windows-server/identity/ad-ds/get-started/virtual-dc/active-directory-domain-services-overview',
  },
  {
    skill: 'Active Directory Domain Services',
    name: 'Group Policy Object',
    definition:
      'A collection of settings linked to a site, domain or organizational unit that is applied automatically to the users and computers in that scope.',
    example:
      'An administrator links a setting that enforces screen locking after inactivity to the Finance organizational unit.',
    source:
      'https://learn.microsoft.com/en-us/windows-server/identity/ad-ds/get-started/virtual-dc/active-directory-domain-services-overview',
  },
  // Adobe After Effects
  {
    skill: 'Adobe After Effects',
    name: 'Keyframe',
    definition:
      "A marker on the timeline recording a layer property's value at a specific time; the software interpolates the value between two such markers.",
    example:
      "A title's opacity is set to 0 at one second and 100 at two seconds, so it fades in between them.",
    source: 'https://helpx.adobe.com/after-effects/user-guide.html',
  },
  {
    skill: 'Adobe After Effects',
    name: 'Precomposition',
    definition:
      'Grouping selected layers into a new nested composition that appears as a single layer in the original, so they can be transformed, reused or have effects applied together.',
    example:
      "An artist nests a logo's five animated layers so the whole logo can be scaled and blurred as one unit.",
    source: 'https://helpx.adobe.com/after-effects/user-guide.html',
  },
  // Adobe Experience Manager
  {
    skill: 'Adobe Experience Manager',
    name: 'Component',
    definition:
      'A reusable, modular unit of page content, such as a text block, teaser or image, built from markup and logic, that authors place on pages and configure in a dialog.',
    example: 'An author drags a teaser onto the home page and sets its title, image and link in the dialog.',
    source: 'https://experienceleague.adobe.com/',
  },
  {
    skill: 'Adobe Experience Manager',
    name: 'Editable template',
    definition:
      'A page blueprint maintained by template authors that defines structure, initial content and allowed content blocks, and stays linked to the pages created from it.',
    example:
      'Changing the locked header in the article blueprint updates the header on every article page built from it.',
    source: 'https://experienceleague.adobe.com/',
  },
  // Advanced drafting
  {
    skill: 'Advanced drafting',
    name: 'Dynamic block',
    definition:
      'A reusable drawing object with built-in parameters and actions, such as stretch, flip or visibility states, so one definition can represent several sizes or variants.',
    example:
      'A single door definition can be stretched to different widths and flipped to open left or right.',
    source: 'https://help.autodesk.com/',
  },
  {
    skill: 'Advanced drafting',
    name: 'Annotative objects',
    definition:
      'Text, dimensions and hatches that automatically display at the same printed size in viewports of different scales.',
    example:
      'A room label prints at the same height in a 1:50 detail and a 1:100 plan without creating two copies.',
    source: 'https://help.autodesk.com/',
  },
  // Agent evaluation
  {
    skill: 'Agent evaluation',
    name: 'Offline evaluation',
    definition:
      'Testing an agent against a fixed dataset of tasks with known expected answers in a controlled setting, before or between deployments.',
    example:
      'Before release, the team runs the agent on a hundred saved questions and compares its answers with the reference answers.',
    source: 'https://huggingface.co/learn/agents-course',
  },
  {
    skill: 'Agent evaluation',
    name: 'Online evaluation',
    definition:
      'Assessing an agent on live traffic in production using signals such as user feedback, task success, latency and cost.',
    example:
      'After launch, the team tracks thumbs-up ratings and failed tool calls per day for the support assistant.',
    source: 'https://huggingface.co/learn/agents-course',
  },
  // Agile planning
  {
    skill: 'Agile planning',
    name: 'Epic',
    definition:
      'A container for related issues sharing a theme, used to plan and track a larger body of work that spans several sprints or projects.',
    example:
      'A checkout redesign groups the payment, address and confirmation issues so progress can be tracked in one place.',
    source: 'https://docs.gitlab.com/user/group/epics/',
  },
  {
    skill: 'Agile planning',
    name: 'Iteration',
    definition:
      'A fixed time box, such as two weeks, to which issues are assigned for planning and tracking progress, like a sprint.',
    example:
      'The team assigns twelve issues to the current two-week cadence and reviews the burndown chart daily.',
    source: 'https://docs.gitlab.com/user/group/iterations/',
  },
  // AI ethics
  {
    skill: 'AI ethics',
    name: 'Algorithmic bias',
    definition:
      "Systematic, unfair differences in an AI system's outcomes for certain groups, often arising from skewed training data or design choices.",
    example:
      'A resume-screening model trained mostly on past hires from one group rates similar candidates from other groups lower.',
    source: 'https://www.nist.gov/itl/ai-risk-management-framework',
  },
  {
    skill: 'AI ethics',
    name: 'Explainability',
    definition:
      'The ability to describe in human terms why an AI system produced a particular output, so decisions can be understood, challenged and audited.',
    example:
      'A loan applicant is told which factors, such as income and debt ratio, most affected the automated decision.',
    source: 'https://www.nist.gov/itl/ai-risk-management-framework',
  },
  // AI pair programming
  {
    skill: 'AI pair programming',
    name: 'Inline suggestion',
    definition:
      'Proposed code shown as faded text while typing, generated from the surrounding code and comments, which the developer can accept, edit or ignore.',
    example:
      'After typing a comment describing a date-parsing function, the developer presses Tab to accept the proposed body.',
    source: 'https://docs.github.com/en/copilot',
  },
  {
    skill: 'AI pair programming',
    name: 'Copilot Chat',
    definition:
      'A conversational assistant inside the editor where developers ask about code and request explanations, tests or fixes using the open files as context.',
    example:
      'A developer highlights a failing function and asks the assistant to explain the bug and propose a unit test.',
    source: 'https://docs.github.com/en/copilot',
  },
  // Amazon Bedrock
  {
    skill: 'Amazon Bedrock',
    name: 'Foundation model',
    definition:
      "A large model pretrained on broad data that can be adapted to many tasks; the service offers several providers' models behind one managed API.",
    example:
      "A team tries two providers' text models through the same API call before choosing one for summarization.",
    source: 'https://docs.aws.amazon.com/bedrock/latest/userguide/what-is-bedrock.html',
  },
  {
    skill: 'Amazon Bedrock',
    name: 'Retrieval-augmented generation',
    definition:
      'Fetching relevant passages from your own data sources at query time and adding them to the model input so answers are grounded in that content.',
    example:
      "An HR assistant looks up the latest leave policy documents and quotes them when answering an employee's question.",
    source: 'https://docs.aws.amazon.com/bedrock/latest/userguide/what-is-bedrock.html',
  },
  // Analytical models
  {
    skill: 'Analytical models',
    name: 'Boundary conditions',
    definition:
      'Definitions of how a structural element is restrained at its supports, such as fixed, pinned or roller, used by the structural analysis.',
    example: 'The engineer sets the column bases as pinned so the analysis lets them rotate but not move.',
    source: 'https://help.autodesk.com/',
  },
  {
    skill: 'Analytical models',
    name: 'Load combination',
    definition:
      'A set of load cases multiplied by factors and added together to check a structure against one design scenario, such as dead plus live load.',
    example:
      'The model checks beams against factored dead load plus live load, and separately against dead load plus wind.',
    source: 'https://help.autodesk.com/',
  },
  // Anti-DDoS
  {
    skill: 'Anti-DDoS',
    name: 'Traffic scrubbing',
    definition:
      'Diverting traffic for a protected address to a cleaning center that filters out attack packets and forwards only legitimate traffic to the origin.',
    example:
      'During a flood of spoofed packets, the game server keeps serving players because attack traffic is removed upstream.',
    source: 'https://www.alibabacloud.com/help/faq-detail/56296.html',
  },
  {
    skill: 'Anti-DDoS',
    name: 'Blackhole filtering',
    definition:
      'Dropping all traffic to an attacked IP address at the network edge when an attack exceeds protection capacity, making the target unreachable to everyone for a time.',
    example:
      "An attack larger than the purchased protection causes the provider to drop all traffic to the site's IP until the attack subsides.",
    source: 'https://www.alibabacloud.com/help/faq-detail/56296.html',
  },
  // App campaigns
  {
    skill: 'App campaigns',
    name: 'App engagement campaign',
    definition:
      'A campaign aimed at people who already have the app installed, encouraging them to return or take a specific in-app action.',
    example:
      'A food delivery app shows ads to lapsed users offering a discount on their next order inside the app.',
    source: 'https://support.google.com/google-ads/topic/10011588',
  },
  {
    skill: 'App campaigns',
    name: 'Asset-based ads',
    definition:
      'Ads assembled automatically from supplied headlines, descriptions, images and videos, with the system testing combinations across placements.',
    example:
      'The advertiser uploads five headlines and three videos, and the platform learns which combinations drive the most installs.',
    source: 'https://support.google.com/google-ads/topic/10011588',
  },
  // AppExchange
  {
    skill: 'AppExchange',
    name: 'Managed package',
    definition:
      "A bundle of components distributed by a partner that subscribers install and upgrade as a unit, with the partner's code protected from viewing and editing.",
    example:
      "A company installs a document-generation app and receives the vendor's upgrades without redeploying anything.",
    source: 'https://appexchange.salesforce.com/',
  },
  {
    skill: 'AppExchange',
    name: 'Security review',
    definition:
      "The assessment a partner's solution must pass before it can be publicly listed in the marketplace, testing it for common vulnerabilities.",
    example:
      'Before listing, the vendor submits its app and scan results and fixes the flagged injection issue.',
    source: 'https://appexchange.salesforce.com/',
  },
  // Application Performance Monitoring
  {
    skill: 'Application Performance Monitoring',
    name: 'Distributed tracing',
    definition:
      "Following a single request across multiple services by passing a shared identifier, so every hop's timing is recorded in one end-to-end view.",
    example:
      "An engineer sees that a slow checkout spends most of its time in the inventory service's database call.",
    source: 'https://docs.oracle.com/en-us/iaas/application-performance-monitoring/home.htm',
  },
  {
    skill: 'Application Performance Monitoring',
    name: 'Synthetic monitoring',
    definition:
      'Running scripted, simulated user requests against an application on a schedule from chosen locations to check availability and speed before real users notice problems.',
    example:
      'A script logs in to the web shop every five minutes from three regions and alerts when the login page fails.',
    source: 'https://docs.oracle.com/en-us/iaas/application-performance-monitoring/home.htm',
  },
  // ASP.NET Core
  {
    skill: 'ASP.NET Core',
    name: 'Middleware',
    definition:
      'Components assembled into a request pipeline, each of which can handle an HTTP request, change it, or pass it on to the next component.',
    example:
      'The app adds components for HTTPS redirection, authentication and routing, in that order, at startup.',
    source: 'https://learn.microsoft.com/en-us/aspnet/core/',
  },
  {
    skill: 'ASP.NET Core',
    name: 'Dependency injection',
    definition:
      'A built-in mechanism where services are registered in a container at startup and supplied to classes through their constructors instead of being created directly.',
    example:
      'A controller receives an email-sending service in its constructor, so tests can pass in a fake sender.',
    source: 'https://learn.microsoft.com/en-us/aspnet/core/',
  },
  // Audience targeting
  {
    skill: 'Audience targeting',
    name: 'Remarketing',
    definition: 'Showing ads to people who have previously visited your website or used your app.',
    example:
      'Visitors who added shoes to the cart but did not buy see display ads for those shoes on other sites.',
    source: 'https://support.google.com/google-ads/answer/2497941',
  },
  {
    skill: 'Audience targeting',
    name: 'In-market segments',
    definition:
      'Groups of people whose recent browsing and search behavior shows they are actively researching or planning to buy a product or service.',
    example:
      'A car dealer targets people currently researching new SUVs rather than everyone interested in cars.',
    source: 'https://support.google.com/google-ads/answer/2497941',
  },
  // Audit planning
  {
    skill: 'Audit planning',
    name: 'Risk-based audit approach',
    definition:
      'Directing audit effort to the areas of highest risk to the organization, based on an assessment of inherent risk and the strength of existing controls.',
    example:
      'The audit team spends more time on privileged access to the payment system than on the low-risk intranet.',
    source: 'https://www.isaca.org/',
  },
  {
    skill: 'Audit planning',
    name: 'Audit scope',
    definition:
      'The defined boundaries of an audit: which systems, processes, locations and time period will be examined.',
    example:
      'The engagement covers user access reviews for the ERP system at two sites over the last financial year.',
    source: 'https://www.isaca.org/',
  },
  // Authentication methods
  {
    skill: 'Authentication methods',
    name: 'Multifactor authentication',
    definition:
      'Requiring two or more independent kinds of proof, from something you know, have or are, before granting access.',
    example: 'After entering a password, a user approves a prompt in an authenticator app on their phone.',
    source: 'https://learn.microsoft.com/en-us/entra/identity/authentication/concept-authentication-methods',
  },
  {
    skill: 'Authentication methods',
    name: 'AppRole',
    definition:
      'A machine-oriented login method in which an application presents a role ID and a secret ID to obtain a token.',
    example:
      'A deployment pipeline logs in with its role ID and a short-lived secret ID to read database credentials.',
    source: 'https://developer.hashicorp.com/vault/docs/auth',
  },
  // AutoML
  {
    skill: 'AutoML',
    name: 'Hyperparameter tuning',
    definition:
      'Searching for the best training settings, such as learning rate or tree depth, which are fixed before training rather than learned from the data.',
    example:
      'The service trains dozens of variants with different depths and learning rates and keeps the best on validation data.',
    source: 'https://cloud.google.com/vertex-ai/docs',
  },
  {
    skill: 'AutoML',
    name: 'Custom training',
    definition:
      'Writing and running your own training code in a chosen framework, giving full control over the model in exchange for more expertise and effort.',
    example:
      'Because no automated option fits its sensor data, the team packages its own TensorFlow code in a container and trains it.',
    source: 'https://cloud.google.com/vertex-ai/docs',
  },
  // Azure Data Lake Storage
  {
    skill: 'Azure Data Lake Storage',
    name: 'Hierarchical namespace',
    definition:
      'A storage account setting that organizes objects into real directories, enabling atomic directory operations and POSIX-style access control lists.',
    example:
      'Renaming a folder of a million files becomes a single metadata operation instead of copying each file.',
    source: 'https://learn.microsoft.com/en-us/azure/storage/blobs/data-lake-storage-introduction',
  },
  {
    skill: 'Azure Data Lake Storage',
    name: 'Medallion architecture',
    definition:
      'Organizing lake data into successive layers, raw, cleaned and business-ready, so quality and structure improve as data moves through them.',
    example:
      'Raw sales files land in bronze, deduplicated tables live in silver, and gold holds monthly revenue by region.',
    source: 'https://learn.microsoft.com/en-us/azure/databricks/lakehouse/medallion',
  },
  // B2B marketing automation
  {
    skill: 'B2B marketing automation',
    name: 'Lead scoring',
    definition:
      'Assigning points to a prospect for engagement, such as email clicks, form fills and page visits, to show how interested they are.',
    example:
      'A prospect who downloads a white paper and visits the pricing page twice crosses the threshold and goes to sales.',
    source: 'https://developer.salesforce.com/docs/marketing/pardot/guide/use-cases.html',
  },
  {
    skill: 'B2B marketing automation',
    name: 'Lead grading',
    definition:
      'Rating a prospect with a letter based on how well their profile, such as job title, industry or company size, matches the ideal customer.',
    example: 'A chief information officer at a large manufacturer is rated A, while a student is rated D.',
    source: 'https://developer.salesforce.com/docs/marketing/pardot/guide/use-cases.html',
  },
  // Big data
  {
    skill: 'Big data',
    name: 'Three Vs',
    definition:
      'The defining traits of datasets too large, too fast-arriving or too diverse for traditional tools: their volume, velocity and variety.',
    example:
      'A telecom firm stores billions of call records, receives them continuously and mixes them with text and audio.',
    source: 'https://hadoop.apache.org/docs/stable/',
  },
  {
    skill: 'Big data',
    name: 'MapReduce',
    definition:
      'A programming model that splits a job into parallel tasks that each process a chunk of data and later tasks that combine the intermediate results.',
    example:
      'Counting word frequencies across terabytes of logs, each worker counts words in its own chunk and the counts are then summed per word.',
    source: 'https://hadoop.apache.org/docs/stable/',
  },
  // Boards
  {
    skill: 'Boards',
    name: 'Kanban board',
    definition:
      'A board showing work flowing continuously through columns, often with limits on how many items each column may hold, without fixed sprints.',
    example:
      'The support team pulls the next ticket into In Progress only when that column is below its limit of five.',
    source: 'https://support.atlassian.com/',
  },
  {
    skill: 'Boards',
    name: 'Board filter',
    definition:
      'The saved query that determines which issues appear on a board, which can include issues from several projects.',
    example: "A program manager's board shows issues from three projects by using a query on a shared label.",
    source: 'https://support.atlassian.com/',
  },
  // Business continuity
  {
    skill: 'Business continuity',
    name: 'Business impact analysis',
    definition:
      'Assessing how disruption of each business process would harm the organization over time, in order to set recovery priorities and objectives.',
    example:
      'The analysis shows payroll can stop for a few days but order taking cannot stop for more than an hour.',
    source: 'https://www.servicenow.com/docs/r/australia/governance-risk-compliance/bia-uib.html',
  },
  {
    skill: 'Business continuity',
    name: 'Recovery time objective',
    definition:
      'The maximum acceptable time to restore a process or system after a disruption before the consequences become unacceptable.',
    example:
      'The online shop must be back within two hours, so it gets a warm standby site rather than tape restores.',
    source: 'https://www.servicenow.com/docs/r/australia/governance-risk-compliance/bia-uib.html',
  },
  // Buyer journey
  {
    skill: 'Buyer journey',
    name: 'Awareness stage',
    definition:
      'The phase in which a buyer recognizes they have a problem or opportunity and starts researching to understand and name it.',
    example:
      'A clinic manager searching why appointment no-shows are rising is early in the process and needs educational content.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'Buyer journey',
    name: 'Decision stage',
    definition:
      'The phase in which a buyer has chosen a solution approach and compares specific vendors or products before purchasing.',
    example: "The manager now compares three scheduling software vendors' pricing and asks for demos.",
    source: 'https://academy.hubspot.com/',
  },
  // Change management
  {
    skill: 'Change management',
    name: 'Standard change',
    definition:
      'A pre-authorized, low-risk, repeatable change that follows a documented procedure and needs no separate approval each time.',
    example:
      'Adding a user to a distribution list is done from a template without waiting for a review board.',
    source:
      'https://www.servicenow.com/docs/r/australia/it-service-management/change-management/change-types.html',
  },
  {
    skill: 'Change management',
    name: 'Change Advisory Board',
    definition:
      'A group that reviews proposed normal changes and advises on their risk, impact and scheduling before they are approved.',
    example:
      'A database upgrade is presented at the weekly review meeting, which asks for a tested rollback plan first.',
    source:
      'https://www.servicenow.com/docs/r/australia/it-service-management/change-management/change-types.html',
  },
  // Cilium
  {
    skill: 'Cilium',
    name: 'eBPF',
    definition:
      'A Linux kernel technology for running sandboxed programs in the kernel, which Cilium uses to implement networking, load balancing and policy in place of long iptables rule chains.',
    example:
      'Packets between Pods are filtered by small kernel programs attached to network interfaces instead of iptables rules.',
    source: 'https://docs.cilium.io/',
  },
  {
    skill: 'Cilium',
    name: 'Hubble',
    definition:
      "Cilium's observability layer that shows network flows, service dependencies and policy verdicts between workloads.",
    example:
      'An operator sees that requests from the frontend to the payments service are being dropped by a network policy.',
    source: 'https://docs.cilium.io/',
  },
  // Cloud development environments
  {
    skill: 'Cloud development environments',
    name: 'Dev container',
    definition:
      'A configuration file stored in the repository that defines the container image, tools, editor extensions and settings for a reproducible development environment.',
    example:
      "Every contributor gets the same Node version and linter extensions because the repository's devcontainer.json defines them.",
    source: 'https://docs.github.com/en/codespaces',
  },
  {
    skill: 'Cloud development environments',
    name: 'Prebuilds',
    definition:
      'Environments prepared in advance for a branch, with the repository cloned, dependencies installed and builds run, so new sessions start faster.',
    example:
      "A large monorepo's environments open in under a minute because dependency installation was done ahead of time.",
    source: 'https://docs.github.com/en/codespaces',
  },
  // Cloud networking
  {
    skill: 'Cloud networking',
    name: 'Virtual private cloud',
    definition:
      'A logically isolated private network in a public cloud where you define IP address ranges, subnets, route tables and gateways.',
    example:
      'A team creates a private network with public subnets for load balancers and private subnets for databases.',
    source: 'https://docs.aws.amazon.com/vpc/latest/userguide/what-is-amazon-vpc.html',
  },
  {
    skill: 'Cloud networking',
    name: 'Security group',
    definition:
      'A stateful virtual firewall attached to instances or network interfaces that allows only the inbound and outbound traffic its rules specify.',
    example:
      "The database instances accept connections on the database port only from the application servers' group.",
    source: 'https://docs.aws.amazon.com/vpc/latest/userguide/what-is-amazon-vpc.html',
  },
  // CMDB
  {
    skill: 'CMDB',
    name: 'Configuration item',
    definition:
      'Any component that must be managed to deliver a service, such as a server, application or database, recorded with its attributes.',
    example:
      'Each production server is recorded with its IP address, operating system, owner and support group.',
    source:
      'https://www.servicenow.com/docs/r/australia/servicenow-platform/configuration-management-database-cmdb/c_CIRelationships.html',
  },
  {
    skill: 'CMDB',
    name: 'CI relationship',
    definition:
      'A link between two recorded items consisting of a parent, a child and a type such as Runs on or Depends on, showing dependencies.',
    example:
      'Because the web app is linked as depending on a database server, an outage of that server flags the app as affected.',
    source:
      'https://www.servicenow.com/docs/r/australia/servicenow-platform/configuration-management-database-cmdb/c_CIRelationships.html',
  },
  // Code scanning
  {
    skill: 'Code scanning',
    name: 'Static application security testing',
    definition:
      'Analyzing source code without running it to find security flaws and coding errors, often automatically on every push or pull request.',
    example: 'A pull request is flagged because user input reaches a SQL query without parameterization.',
    source: 'https://docs.github.com/en/code-security',
  },
  {
    skill: 'Code scanning',
    name: 'CodeQL query',
    definition:
      'Code in a logic language that treats source code as a database and searches it for patterns, such as untrusted data flowing into a dangerous function.',
    example:
      'A security engineer writes a rule that finds every place where request parameters reach a shell command.',
    source: 'https://codeql.github.com/docs/',
  },
  // Concurrency
  {
    skill: 'Concurrency',
    name: 'Executor service',
    definition:
      'A framework interface that runs submitted tasks on a managed pool of worker threads, separating task submission from thread management.',
    example:
      'A server submits each incoming job to a fixed pool of eight threads instead of starting a new thread per job.',
    source: 'https://docs.oracle.com/javase/tutorial/essential/concurrency/',
  },
  {
    skill: 'Concurrency',
    name: 'Race condition',
    definition:
      'A bug where the result depends on the unpredictable timing of threads accessing shared mutable data without proper synchronization.',
    example: 'Two threads increment the same counter without a lock, and some increments are lost.',
    source: 'https://docs.oracle.com/javase/tutorial/essential/concurrency/',
  },
  // Cost-optimized architectures
  {
    skill: 'Cost-optimized architectures',
    name: 'Savings Plans',
    definition:
      'A pricing model in which you commit to a consistent amount of compute spend per hour for a one- or three-year term in exchange for lower rates.',
    example:
      'A company with steady baseline usage commits to a yearly spend level and pays on-demand rates only for peaks.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/cost-optimization-pillar/welcome.html',
  },
  {
    skill: 'Cost-optimized architectures',
    name: 'Right sizing',
    definition:
      "Matching instance types and sizes to a workload's actual measured needs, downsizing or changing families when resources sit mostly idle.",
    example:
      'Monitoring shows a server averaging low CPU use, so the team moves it to a smaller instance size.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/cost-optimization-pillar/welcome.html',
  },
  // Custom modules
  {
    skill: 'Custom modules',
    name: 'Module fields',
    definition:
      'Editable inputs defined for a reusable page component, such as text, image or color, that content editors fill in without touching code.',
    example:
      'A developer builds a testimonial block with quote, name and photo inputs that marketers edit in the page editor.',
    source: 'https://developers.hubspot.com/docs',
  },
  {
    skill: 'Custom modules',
    name: 'HubL',
    definition:
      'The CMS templating language used inside modules and templates to output field values, loop over data and apply conditional logic.',
    example: 'The module loops over a repeater of team members and prints each name and title.',
    source: 'https://developers.hubspot.com/docs',
  },
  // Customer journeys
  {
    skill: 'Customer journeys',
    name: 'Entry source',
    definition:
      'The event or data that admits contacts into an automated journey, such as a data extension, an API event or a form submission.',
    example: 'New subscribers added by a signup form start the welcome journey automatically.',
    source: 'https://help.salesforce.com/s/articleView?id=sf.mc_jb_journey_builder.htm&type=5',
  },
  {
    skill: 'Customer journeys',
    name: 'Decision split',
    definition:
      'A journey step that sends each contact down a different path depending on their attribute values or related data.',
    example:
      'Loyalty members receive a discount email, while other contacts receive an invitation to join the program.',
    source: 'https://help.salesforce.com/s/articleView?id=sf.mc_jb_journey_builder.htm&type=5',
  },
  // Data center fabrics
  {
    skill: 'Data center fabrics',
    name: 'Spine-leaf architecture',
    definition:
      'A two-tier design in which every access switch connects to every core switch, giving equal-hop, predictable paths between any two servers.',
    example:
      'Adding capacity means adding another core switch and linking it to every access switch in the rack rows.',
    source: 'https://www.rfc-editor.org/rfc/rfc7348',
  },
  {
    skill: 'Data center fabrics',
    name: 'VXLAN',
    definition:
      'An encapsulation that carries Layer 2 Ethernet frames inside UDP packets over a routed network, using a 24-bit segment identifier.',
    example:
      'Virtual machines in the same tenant segment talk as if on one LAN even though they sit in different routed racks.',
    source: 'https://www.rfc-editor.org/rfc/rfc7348',
  },
  // Data manipulation
  {
    skill: 'Data manipulation',
    name: 'DataTable',
    definition:
      'An in-memory table of rows and columns used in automation workflows to store, filter, sort and join structured data, such as rows read from a spreadsheet.',
    example:
      'A robot reads an invoice spreadsheet, filters rows with overdue status, and writes them to a new sheet.',
    source: 'https://docs.uipath.com/',
  },
  {
    skill: 'Data manipulation',
    name: 'Regular expression',
    definition:
      'A pattern language for matching and extracting text, for example finding every invoice number in an email body.',
    example:
      'The automation extracts order IDs matching three letters followed by six digits from incoming messages.',
    source: 'https://docs.uipath.com/',
  },
  // Databricks workspace
  {
    skill: 'Databricks workspace',
    name: 'Notebook',
    definition:
      'A web document combining runnable code cells in several languages, their results and explanatory text, attached to compute for interactive work.',
    example:
      'An analyst mixes SQL and Python cells to explore sales data and shares the document with a colleague.',
    source: 'https://docs.databricks.com/',
  },
  {
    skill: 'Databricks workspace',
    name: 'Cluster',
    definition:
      'A set of cloud virtual machines that runs the Spark workloads of notebooks and jobs, which can autoscale and terminate automatically when idle.',
    example:
      "The team's shared compute shuts down after thirty idle minutes to avoid paying for unused machines.",
    source: 'https://docs.databricks.com/',
  },
  // Development lifecycle
  {
    skill: 'Development lifecycle',
    name: 'Sandbox',
    definition:
      'A copy of a production org used for development, testing or training, isolated so changes do not affect live users.',
    example: 'Developers build a new approval process in a copy of the org and test it before deploying it.',
    source: 'https://help.salesforce.com/s/articleView?id=sf.deploy_sandboxes_parent.htm&type=5',
  },
  {
    skill: 'Development lifecycle',
    name: 'Change set',
    definition:
      'A point-and-click package of metadata components sent from one connected org to another, such as from a testing copy to production.',
    example:
      'An admin bundles a new custom object, its fields and a page layout and deploys them to production.',
    source: 'https://help.salesforce.com/s/articleView?id=sf.changesets.htm&type=5',
  },
  // Digital workflows
  {
    skill: 'Digital workflows',
    name: 'Flow Designer',
    definition:
      'A low-code tool for automating a process as a trigger followed by a sequence of actions, such as creating tasks or sending approvals.',
    example: 'When a new-hire record is created, an automation opens tasks for IT, facilities and payroll.',
    source: 'https://www.servicenow.com/docs/r/servicenow-platform',
  },
  {
    skill: 'Digital workflows',
    name: 'Service catalog',
    definition:
      'A portal of requestable items and services, each with an order form and a fulfillment process behind it.',
    example:
      'An employee orders a laptop from the portal, and the request routes to a manager for approval and then to IT.',
    source: 'https://www.servicenow.com/docs/r/servicenow-platform',
  },
  // Edge AI
  {
    skill: 'Edge AI',
    name: 'Edge inference',
    definition:
      'Running a trained model on a device near where data is produced, such as a camera board, instead of sending the data to a remote server.',
    example:
      'A small board beside a conveyor classifies products from its camera without an internet connection.',
    source: 'https://developer.nvidia.com/embedded-computing',
  },
  {
    skill: 'Edge AI',
    name: 'TensorRT',
    definition:
      'An NVIDIA SDK that optimizes trained neural networks, for example by fusing layers and lowering numeric precision, for fast inference on its GPUs.',
    example:
      'A developer converts an image model to reduced precision so it runs faster on a small embedded device.',
    source: 'https://developer.nvidia.com/tensorrt',
  },
  // Entanglement
  {
    skill: 'Entanglement',
    name: 'Bell state',
    definition:
      "One of four maximally entangled two-qubit states, such as an equal superposition of 00 and 11, in which measuring one qubit fixes the other's outcome.",
    example:
      'Applying a Hadamard gate then a CNOT to two qubits starting at 00 produces a state whose measurements always agree.',
    source: 'https://www.ibm.com/quantum',
  },
  {
    skill: 'Entanglement',
    name: 'Product state',
    definition:
      'A multi-qubit state that can be written as independent states of each qubit, so measuring one reveals nothing about the others.',
    example:
      'Two qubits each put in superposition by separate Hadamard gates give measurement results that are independent.',
    source: 'https://www.ibm.com/quantum',
  },
  // External stages
  {
    skill: 'External stages',
    name: 'Storage integration',
    definition:
      'An object that holds a cloud identity and the allowed storage locations, so stages can access external cloud storage without embedding secret keys.',
    example:
      "An administrator grants the warehouse's cloud identity read access to one bucket prefix and references it from the stage.",
    source: 'https://docs.snowflake.com/en/sql-reference/sql/create-stage',
  },
  {
    skill: 'External stages',
    name: 'COPY INTO',
    definition:
      'The command that bulk-loads staged files into a table and records which files were already loaded to avoid loading them twice.',
    example:
      'A nightly job loads new CSV files from cloud storage into the orders table and skips files it loaded before.',
    source: 'https://docs.snowflake.com/en/sql-reference/sql/create-stage',
  },
  // FlexConnect
  {
    skill: 'FlexConnect',
    name: 'Local switching',
    definition:
      "An access point mode in which client data traffic is bridged directly onto the branch's wired network instead of being tunneled back to the central controller.",
    example: 'Branch users print to a local printer without their traffic crossing the WAN to headquarters.',
    source: 'https://www.cisco.com/en/US/docs/solutions/Enterprise/Mobility/emob30dg/HReap.html',
  },
  {
    skill: 'FlexConnect',
    name: 'Standalone mode',
    definition:
      'The state a remote access point enters when it loses contact with its controller, continuing to serve locally switched clients with its cached configuration.',
    example:
      'When the WAN link fails, branch laptops stay connected to the wireless network and keep using local servers.',
    source: 'https://www.cisco.com/en/US/docs/solutions/Enterprise/Mobility/emob30dg/HReap.html',
  },
  // GitHub
  {
    skill: 'GitHub',
    name: 'Fork',
    definition:
      "A personal copy of someone else's repository under your account, used to propose changes without write access to the original.",
    example:
      'A contributor copies an open-source library to their account, fixes a bug there and opens a pull request upstream.',
    source: 'https://docs.github.com/en/get-started',
  },
  {
    skill: 'GitHub',
    name: 'Issue',
    definition:
      'A tracked item in a repository for reporting bugs, requesting features or discussing tasks, with labels, assignees and comments.',
    example:
      'A user reports that exports fail on large files, and a maintainer labels it as a bug and assigns it.',
    source: 'https://docs.github.com/en/get-started',
  },
  // Governance and lifecycle
  {
    skill: 'Governance and lifecycle',
    name: 'Group expiration policy',
    definition:
      'A rule giving Microsoft 365 groups, and their teams, a set lifetime after which they are deleted unless an owner renews them or activity renews them automatically.',
    example:
      'Owners of an unused project team receive renewal emails, and the team is removed when nobody renews it.',
    source:
      'https://learn.microsoft.com/en-us/microsoft-365/solutions/microsoft-365-groups-expiration-policy',
  },
  {
    skill: 'Governance and lifecycle',
    name: 'Group naming policy',
    definition:
      'Rules that enforce prefixes, suffixes or blocked words in the names of groups and teams created by users.',
    example:
      "A team created as Marketing is automatically named GRP-Marketing-Sales based on the creator's department.",
    source: 'https://learn.microsoft.com/en-us/microsoftteams/',
  },
  // HCL templates
  {
    skill: 'HCL templates',
    name: 'Source block',
    definition:
      'A block that configures a builder plugin, such as Docker or a cloud image builder, with the settings of the machine or container to start from.',
    example: 'The template declares a Docker builder based on an Ubuntu image with commit enabled.',
    source: 'https://developer.hashicorp.com/packer/docs/templates/hcl_templates',
  },
  {
    skill: 'HCL templates',
    name: 'Provisioner',
    definition:
      'A step that runs inside the temporary machine during a build, such as a shell script, to install and configure software before the image is saved.',
    example: 'A shell step installs nginx and copies a config file before the image is exported.',
    source: 'https://developer.hashicorp.com/packer/docs/templates/hcl_templates',
  },
  // Identity services
  {
    skill: 'Identity services',
    name: '802.1X',
    definition:
      'A port-based access control standard in which a switch or access point admits a device only after an authentication server validates its credentials via EAP.',
    example:
      'A laptop plugged into an office port gets network access only after its certificate is verified.',
    source: 'https://www.cisco.com/c/en/us/support/security/identity-services-engine/series.html',
  },
  {
    skill: 'Identity services',
    name: 'Posture assessment',
    definition:
      "Checking an endpoint's security state, such as antivirus updates and operating system patches, before granting it full network access.",
    example: 'A laptop missing recent patches is placed in a remediation VLAN until it installs them.',
    source: 'https://www.cisco.com/c/en/us/support/security/identity-services-engine/series.html',
  },
  // Integration design
  {
    skill: 'Integration design',
    name: 'Connector',
    definition:
      "A wrapper around a service's API that lets apps and automated flows call it through predefined actions and triggers.",
    example:
      'A flow uses a prebuilt action to post a message to a chat channel whenever a new order record is created.',
    source: 'https://learn.microsoft.com/en-us/power-platform/',
  },
  {
    skill: 'Integration design',
    name: 'Asynchronous integration',
    definition:
      'A pattern in which the caller sends a message or event and continues without waiting for the receiver to finish, often via a queue.',
    example:
      'The order app drops each order on a queue, and the ERP system processes it minutes later without blocking the user.',
    source: 'https://learn.microsoft.com/en-us/power-platform/',
  },
  // Istio
  {
    skill: 'Istio',
    name: 'Sidecar proxy',
    definition:
      'An Envoy proxy deployed beside each workload that intercepts its inbound and outbound traffic to apply routing, security and telemetry.',
    example:
      'Enabling injection for a namespace adds a proxy container to every new Pod so mutual TLS is applied automatically.',
    source: 'https://istio.io/latest/docs/',
  },
  {
    skill: 'Istio',
    name: 'VirtualService',
    definition:
      'A resource defining routing rules for traffic to a host, such as sending a percentage of requests to a new version.',
    example:
      'The team sends a tenth of traffic for the reviews service to version two while the rest stays on version one.',
    source: 'https://istio.io/latest/docs/',
  },
  // kubectl
  {
    skill: 'kubectl',
    name: 'kubectl apply',
    definition:
      'A command that creates or updates resources from manifest files so the cluster matches them, computing the needed changes itself.',
    example:
      'A developer edits the replica count in a YAML file and runs the command to update the running Deployment.',
    source: 'https://kubernetes.io/docs/reference/kubectl/',
  },
  {
    skill: 'kubectl',
    name: 'Context',
    definition:
      'A named combination of cluster, user and namespace in the client configuration file that determines where commands are sent.',
    example:
      'An engineer switches between the staging and production clusters with use-context before running commands.',
    source: 'https://kubernetes.io/docs/reference/kubectl/',
  },
  // Lists and forms
  {
    skill: 'Lists and forms',
    name: 'List view',
    definition:
      'A display of many records from a table as rows and columns, with filtering, sorting and grouping.',
    example:
      'An agent shows all open incidents assigned to the team, sorted by priority, with a filter on category.',
    source:
      'https://www.servicenow.com/docs/r/australia/platform-user-interface/view-management-overview.html',
  },
  {
    skill: 'Lists and forms',
    name: 'Form view',
    definition:
      'A display of a single record showing its fields, related records and available actions for viewing and editing it.',
    example: 'An agent opens an incident to update its state and add a work note.',
    source:
      'https://www.servicenow.com/docs/r/australia/platform-user-interface/view-management-overview.html',
  },
  // ML suitability
  {
    skill: 'ML suitability',
    name: 'Heuristic',
    definition:
      'A simple rule-based solution used to judge whether machine learning is needed at all and as a baseline a model must beat.',
    example:
      'Before building a model, the team checks how well flagging orders over a fixed amount catches fraud.',
    source: 'https://developers.google.com/machine-learning/problem-framing',
  },
  {
    skill: 'ML suitability',
    name: 'Labeled examples',
    definition:
      'Data items that pair inputs with the correct outputs, which supervised models need in sufficient quantity and quality to learn from.',
    example:
      'A project stalls because only a few hundred support emails have been tagged with the correct category.',
    source: 'https://developers.google.com/machine-learning/problem-framing',
  },
  // Network management
  {
    skill: 'Network management',
    name: 'SNMP',
    definition:
      'A protocol in which a manager polls devices for values from their management information base and devices send unsolicited trap notifications.',
    example:
      'A monitoring server polls interface counters on every switch and receives a notification when a link goes down.',
    source: 'https://www.rfc-editor.org/rfc/rfc3411',
  },
  {
    skill: 'Network management',
    name: 'NETCONF',
    definition:
      'A protocol for installing, changing and retrieving device configuration using XML-encoded remote procedure calls over a secure transport such as SSH.',
    example:
      'An automation script pushes the same VLAN configuration to dozens of routers and confirms each change.',
    source: 'https://www.rfc-editor.org/rfc/rfc6241',
  },
  // PRINCE2 practices
  {
    skill: 'PRINCE2 practices',
    name: 'Business case',
    definition:
      'The justification for a project, weighing expected benefits against costs and risks, reviewed throughout to confirm the project is still worth doing.',
    example:
      'At a stage boundary, the board sees that savings have shrunk below the cost to finish and closes the project early.',
    source:
      'https://www.peoplecert.org/browse-certifications/project-programme-and-portfolio-management/PRINCE2-2/prince2-7-foundation-3579',
  },
  {
    skill: 'PRINCE2 practices',
    name: 'Tolerances',
    definition:
      "The permitted deviation above and below a plan's targets for aspects such as time, cost and scope before the issue must be escalated to the next management level.",
    example:
      'A stage may run two weeks late without escalation, but a three-week delay must go to the project board.',
    source:
      'https://www.peoplecert.org/browse-certifications/project-programme-and-portfolio-management/PRINCE2-2/prince2-7-foundation-3579',
  },
  // Risk analysis
  {
    skill: 'Risk analysis',
    name: 'Monte Carlo simulation',
    definition:
      'Running a project model many times with randomly sampled values for uncertain inputs to produce a probability distribution of outcomes such as finish date or cost.',
    example:
      'The schedule model is run thousands of times, showing a given date has a low chance while a later one is far more likely.',
    source: 'https://www.pmi.org/certifications/risk-management-rmp',
  },
  {
    skill: 'Risk analysis',
    name: 'Expected monetary value',
    definition:
      'The probability of a risk multiplied by its monetary impact, summed across risks, used to compare options under uncertainty.',
    example:
      'A supplier delay with a one-in-five chance of costing a set amount contributes one fifth of that amount to the estimate.',
    source: 'https://www.pmi.org/certifications/risk-management-rmp',
  },
  // Service delivery
  {
    skill: 'Service delivery',
    name: 'Service level agreement',
    definition:
      'A documented agreement between a service provider and a customer setting the expected service and the measures, such as availability or response time, it is judged against.',
    example:
      'IT commits to restoring email within four hours for priority incidents and reports monthly against that target.',
    source: 'https://www.peoplecert.org/browse-certifications/it-governance-and-service-management/ITIL-1',
  },
  {
    skill: 'Service delivery',
    name: 'Value stream',
    definition:
      'The series of steps an organization takes to create and deliver a product or service to a consumer, from demand to value.',
    example:
      'The team maps every step from a new-hire request to a ready laptop to find where work waits longest.',
    source: 'https://www.peoplecert.org/browse-certifications/it-governance-and-service-management/ITIL-1',
  },
];
