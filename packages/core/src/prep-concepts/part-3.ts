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
    name: 'Review approval',
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
      'When a counter’s state value increases after a tap, only the text showing the count is redrawn.',
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
    source: 'https://www.peoplecert.org/',
  },
  {
    skill: 'Stakeholder engagement',
    name: 'Value co-creation',
    definition:
      'The principle that value arises from active collaboration between a provider and its consumers, rather than being handed over one way by the provider.',
    example:
      'Users join fortnightly reviews of a new HR portal, and their feedback shapes which features are built next.',
    source: 'https://www.peoplecert.org/',
  },
  // Workflows
  {
    skill: 'Workflows',
    name: 'Transition',
    definition:
      'A defined move that takes a work item from one status to another, which can carry conditions, validators and automatic post-actions.',
    example:
      'Moving a ticket from In Review to Done is allowed only for the assigned reviewer and automatically sets the resolution field.',
    source: 'https://support.atlassian.com/',
  },
  {
    skill: 'Workflows',
    name: 'Workflow scheme',
    definition:
      'A mapping that tells a project which process flow of statuses to use for each type of work item.',
    example:
      'Bugs in the project follow a flow with a verification step, while tasks use a simpler three-status flow.',
    source: 'https://support.atlassian.com/',
  },
  // Agile delivery
  {
    skill: 'Agile delivery',
    name: 'Flexing scope',
    definition:
      'Holding the deadline and budget fixed while adjusting which features are delivered, so the most valuable requirements are completed first within those limits.',
    example:
      'With the launch date fixed, the team drops a nice-to-have export feature rather than asking for more time.',
    source: 'https://www.peoplecert.org/',
  },
  {
    skill: 'Agile delivery',
    name: 'MoSCoW prioritization',
    definition:
      "Ranking requirements as must have, should have, could have or won't have this time, to decide what to leave out if time or money runs short.",
    example:
      'The product owner marks payment processing as essential and dark mode as could-have, so dark mode is deferred when the sprint slips.',
    source: 'https://www.peoplecert.org/',
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
    source: 'https://www.juniper.net/documentation/',
  },
  {
    skill: 'CLI',
    name: 'Rollback',
    definition:
      'A command that loads a previously committed configuration, chosen by its number, into the working copy so it can be activated again.',
    example:
      'After a bad routing change, the operator loads the configuration from before the change and commits it.',
    source: 'https://www.juniper.net/documentation/',
  },
  // Continuous integration
  {
    skill: 'Continuous integration',
    name: 'Trunk-based development',
    definition:
      'A branching practice where developers merge small changes into one shared main branch at least daily, avoiding long-lived feature branches.',
    example:
      'Each developer integrates a small, tested change to main every few hours instead of merging a large branch at the end of the sprint.',
    source: 'https://docs.github.com/en/actions',
  },
  {
    skill: 'Continuous integration',
    name: 'Broken build',
    definition:
      'The state in which the shared branch fails to compile or its automated tests fail; fixing it takes priority over adding further changes.',
    example:
      'When the pipeline turns red after a merge, the author reverts or fixes it before anyone else merges new work.',
    source: 'https://docs.github.com/en/actions',
  },
  // Data collection
  {
    skill: 'Data collection',
    name: 'Unstructured data',
    definition:
      'Information without a predefined schema, such as emails, images, audio or free text, that does not fit neatly into rows and columns.',
    example:
      'A retailer stores customer review text and product photos for later analysis alongside its order tables.',
    source: 'https://docs.aws.amazon.com/',
  },
  {
    skill: 'Data collection',
    name: 'Open-source intelligence',
    definition:
      'Information gathered from publicly available sources, such as websites, social media, public records and forums, for analysis.',
    example:
      "An analyst monitors public paste sites and forums for mentions of the company's domain or leaked credentials.",
    source: 'https://docs.aws.amazon.com/',
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
    source: 'https://learn.microsoft.com/en-us/dynamics365/sales/',
  },
  {
    skill: 'Dynamics 365 Sales',
    name: 'Opportunity',
    definition:
      'A record representing a potential sale to a customer, tracking estimated revenue, expected close date, products and sales stage.',
    example:
      'A seller logs the expected value and close date of a software renewal and moves it to the Propose stage.',
    source: 'https://learn.microsoft.com/en-us/dynamics365/sales/',
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
      'The trace of a checkout request shows a 40-millisecond child operation for the payment service call.',
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
      'A learner moves a switch into a second building and sees that the copper cable is now too long.',
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
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'Reports and dashboards',
    name: 'Dashboard running user',
    definition:
      'The user whose data access determines what every viewer of a dashboard sees, unless the dashboard is set to show data as the viewer.',
    example:
      'A sales dashboard runs as the sales director, so every rep sees team-wide totals rather than only their own deals.',
    source: 'https://help.salesforce.com/',
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
    source: 'https://help.okta.com/',
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
];
