import type { Concept } from './concept.ts';

export const CONCEPTS_PART_2: readonly Concept[] = [
  // Python
  {
    skill: 'Python',
    name: 'List comprehension',
    definition:
      'A compact expression that builds a new list by applying an expression to each item of an iterable, optionally keeping only items that pass a condition.',
    example:
      'An analyst writes [p * 1.2 for p in prices if p > 0] to get marked-up prices while dropping invalid entries.',
    source: 'https://docs.python.org/3/tutorial/datastructures.html',
  },
  {
    skill: 'Python',
    name: 'Dictionary',
    definition:
      'A built-in mutable mapping that stores values under unique, hashable keys, giving fast lookup of a value by its key.',
    example:
      'A script keeps stock counts as {"apples": 12, "pears": 5} and reads counts["pears"] to check one item.',
    source: 'https://docs.python.org/3/tutorial/datastructures.html',
  },
  {
    skill: 'Python',
    name: 'Virtual environment',
    definition:
      'An isolated directory with its own interpreter link and installed packages, so each project can pin its own dependencies without affecting others.',
    example:
      'A developer runs python -m venv .venv before installing project libraries so they do not clash with another project.',
    source: 'https://docs.python.org/3/library/venv.html',
  },
  // Network security
  {
    skill: 'Network security',
    name: 'Stateful firewall',
    definition:
      'A traffic filter that tracks open connections and automatically allows the return traffic of a permitted connection instead of judging each packet alone.',
    example:
      'Outbound HTTPS from a web server is allowed, and the responses come back in without a separate inbound rule.',
    source: 'https://docs.aws.amazon.com/vpc/latest/userguide/vpc-security-groups.html',
  },
  {
    skill: 'Network security',
    name: 'Network segmentation',
    definition:
      'Dividing a network into separate zones with controlled paths between them, so a compromise in one zone cannot freely reach systems in another.',
    example:
      'Databases sit in a private subnet that only the application tier can reach, never the public internet.',
    source: 'https://docs.aws.amazon.com/vpc/latest/userguide/configure-subnets.html',
  },
  {
    skill: 'Network security',
    name: 'Defense in depth',
    definition:
      'A strategy of layering several independent security controls so that if one layer fails or is bypassed, others still protect the asset.',
    example:
      'A web app is protected by a WAF, private subnets, host firewalls and encrypted storage rather than by a single perimeter.',
    source: 'https://csrc.nist.gov/glossary',
  },
  // CI/CD
  {
    skill: 'CI/CD',
    name: 'Continuous integration',
    definition:
      'The practice of merging code changes into a shared branch often, with each merge automatically built and tested to catch problems early.',
    example:
      'Every pull request triggers a build and unit tests, and merging is blocked while any test fails.',
    source: 'https://docs.aws.amazon.com/codepipeline/latest/userguide/concepts.html',
  },
  {
    skill: 'CI/CD',
    name: 'Continuous delivery',
    definition:
      'Keeping software always releasable by automatically building, testing and staging every change, with the production release left to a manual approval.',
    example:
      'Each change reaches a staging environment automatically, and a release manager approves the final push to production.',
    source: 'https://docs.aws.amazon.com/codepipeline/latest/userguide/concepts.html',
  },
  {
    skill: 'CI/CD',
    name: 'Build artifact',
    definition:
      'The packaged output of a build step, such as a container image or archive, that later pipeline stages test and deploy without rebuilding.',
    example:
      'The build stage produces one container image, and the same image is promoted from test to production.',
    source: 'https://docs.aws.amazon.com/codepipeline/latest/userguide/concepts.html',
  },
  // Dashboards
  {
    skill: 'Dashboards',
    name: 'Panel',
    definition:
      'A single visualization on a monitoring or reporting board that runs one or more queries against a data source and displays the result as a chart, table or stat.',
    example: 'An SRE adds a time-series graph showing request latency to the service overview board.',
    source: 'https://grafana.com/docs/grafana/latest/dashboards/',
  },
  {
    skill: 'Dashboards',
    name: 'Dashboard variable',
    definition:
      'A placeholder shown as a drop-down at the top of a board whose selected value is substituted into queries, so one board serves many hosts or environments.',
    example:
      'Choosing "staging" from an environment drop-down makes every chart on the board show staging data.',
    source: 'https://grafana.com/docs/grafana/latest/dashboards/',
  },
  {
    skill: 'Dashboards',
    name: 'Key performance indicator',
    definition:
      'A measurable value chosen because it shows how well an organization or process is meeting a specific objective, often shown against a target.',
    example: 'A support dashboard highlights average first-response time against the team target.',
    source: 'https://grafana.com/docs/grafana/latest/dashboards/',
  },
  // Prompt engineering
  {
    skill: 'Prompt engineering',
    name: 'Few-shot prompting',
    definition:
      'Including a handful of worked input-output examples in the prompt so the model infers the desired format and task from them.',
    example:
      'A prompt shows three product reviews with their sentiment labels before asking the model to label a fourth.',
    source: 'https://docs.aws.amazon.com/bedrock/latest/userguide/prompt-engineering-guidelines.html',
  },
  {
    skill: 'Prompt engineering',
    name: 'System prompt',
    definition:
      'Standing instructions given to a model separately from the user message that set its role, tone, rules and limits for the whole conversation.',
    example:
      'A support bot is told up front to answer only about the company product and to reply in a friendly, short style.',
    source: 'https://docs.aws.amazon.com/bedrock/latest/userguide/prompt-engineering-guidelines.html',
  },
  {
    skill: 'Prompt engineering',
    name: 'Temperature',
    definition:
      'A sampling parameter that controls randomness in generated text: low values make output more deterministic, high values more varied and creative.',
    example:
      'A team lowers the setting for a data-extraction task so the same input yields the same answer each time.',
    source: 'https://docs.aws.amazon.com/bedrock/latest/userguide/prompt-engineering-guidelines.html',
  },
  // Automation
  {
    skill: 'Automation',
    name: 'Idempotency',
    definition:
      'The property of an operation that gives the same end state whether it runs once or many times, so scripts can be re-run safely.',
    example:
      'A setup script creates a user only if it does not already exist, so running it twice changes nothing.',
    source: 'https://docs.aws.amazon.com/systems-manager/latest/userguide/systems-manager-automation.html',
  },
  {
    skill: 'Automation',
    name: 'Runbook',
    definition:
      'A documented, repeatable sequence of operational steps for a routine task or known problem, which can be executed by people or by an automation tool.',
    example:
      'When disk space runs low, an operator triggers a stored procedure that cleans old logs and restarts the service.',
    source: 'https://docs.aws.amazon.com/systems-manager/latest/userguide/systems-manager-automation.html',
  },
  {
    skill: 'Automation',
    name: 'Infrastructure as code',
    definition:
      'Managing servers, networks and other resources through machine-readable definition files kept in version control instead of manual console changes.',
    example:
      'A team reviews a template change in a pull request, then applies it to create identical test and production networks.',
    source: 'https://docs.aws.amazon.com/cloudformation/',
  },
  // Networking
  {
    skill: 'Networking',
    name: 'CIDR block',
    definition:
      'A notation for an IP address range written as a base address and prefix length, where the prefix says how many leading bits are fixed.',
    example:
      'A new virtual network is given 10.0.0.0/16, which contains 65,536 addresses that subnets are carved from.',
    source: 'https://docs.aws.amazon.com/vpc/latest/userguide/what-is-amazon-vpc.html',
  },
  {
    skill: 'Networking',
    name: 'Route table',
    definition:
      'A set of rules that decides where network traffic leaving a subnet or router is sent, based on the destination address range.',
    example:
      'A public subnet gets a rule sending 0.0.0.0/0 to an internet gateway, while a private subnet has no such rule.',
    source: 'https://docs.aws.amazon.com/vpc/latest/userguide/what-is-amazon-vpc.html',
  },
  {
    skill: 'Networking',
    name: 'DNS',
    definition:
      'The distributed naming system that translates human-readable host names into the IP addresses computers use to reach each other.',
    example:
      'A browser asks a resolver for the address of www.example.com before opening a connection to the site.',
    source: 'https://www.rfc-editor.org/rfc/rfc1034',
  },
  // Debugging
  {
    skill: 'Debugging',
    name: 'Breakpoint',
    definition:
      'A marker on a line of code that makes the debugger pause execution there, so the developer can inspect variables and program state.',
    example: 'A developer pauses just before a total is calculated to see why one of the inputs is null.',
    source: 'https://learn.microsoft.com/en-us/visualstudio/debugger/using-breakpoints',
  },
  {
    skill: 'Debugging',
    name: 'Stepping',
    definition:
      'Running a paused program one statement at a time, choosing to go into a called function or over it, to follow exactly how execution proceeds.',
    example:
      'After pausing, a developer advances line by line into a helper method to see which branch it takes.',
    source: 'https://learn.microsoft.com/en-us/visualstudio/debugger/debugger-feature-tour',
  },
  {
    skill: 'Debugging',
    name: 'Call stack',
    definition:
      'The ordered list of active function calls at a given moment, showing which function called which to reach the current line.',
    example:
      'When an exception is thrown, the developer reads the list of callers to find which screen triggered the faulty method.',
    source: 'https://learn.microsoft.com/en-us/visualstudio/debugger/debugger-feature-tour',
  },
  // Scrum
  {
    skill: 'Scrum',
    name: 'Product Owner',
    definition:
      'The one accountable person who maximizes the value of the product by ordering the Product Backlog and making its items clear to the team.',
    example:
      'Stakeholders ask for three features, and this person decides which one goes to the top of the backlog.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  {
    skill: 'Scrum',
    name: 'Scrum Master',
    definition:
      'The accountability for helping the team and organization understand and apply the framework, removing impediments and improving effectiveness.',
    example:
      'Noticing that the team is blocked by slow approvals, this person works with managers to remove the delay.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  {
    skill: 'Scrum',
    name: 'Definition of Done',
    definition:
      'A formal description of the quality standard a backlog item must meet before it counts as part of a usable Increment.',
    example:
      'A story is not shown to stakeholders until its code is reviewed, tested and documented as the team agreed.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  // Cloud security
  {
    skill: 'Cloud security',
    name: 'Shared responsibility model',
    definition:
      'The split of security duties between a cloud provider, which secures the underlying infrastructure, and the customer, which secures what it puts and configures there.',
    example:
      'The provider patches the physical hosts, while the customer must still configure access to its storage buckets.',
    source: 'https://aws.amazon.com/compliance/shared-responsibility-model/',
  },
  {
    skill: 'Cloud security',
    name: 'Least privilege',
    definition:
      'Granting each user, service or process only the permissions it needs to do its job, and nothing more.',
    example:
      'A reporting service gets read-only access to one dataset instead of administrator rights on the project.',
    source: 'https://cloud.google.com/iam/docs/overview',
  },
  {
    skill: 'Cloud security',
    name: 'Encryption at rest',
    definition:
      'Protecting stored data, such as disks, databases and backups, by keeping it encrypted so it is unreadable without the keys.',
    example:
      'Database snapshots are stored encrypted with a managed key, so a copied snapshot file cannot be read.',
    source: 'https://cloud.google.com/docs/security/encryption/default-encryption',
  },
  // Data analysis
  {
    skill: 'Data analysis',
    name: 'Descriptive analytics',
    definition:
      'Analysis that summarizes historical data to explain what has happened, using measures such as totals, averages and trends.',
    example: 'A monthly report shows sales per region for the last quarter compared with the quarter before.',
    source: 'https://www.comptia.org/certifications/data',
  },
  {
    skill: 'Data analysis',
    name: 'Data cleaning',
    definition:
      'Detecting and fixing problems in a dataset, such as duplicates, missing values, wrong types and inconsistent formats, before analysis.',
    example:
      'An analyst removes repeated customer rows and standardizes date formats before building a chart.',
    source: 'https://www.comptia.org/certifications/data',
  },
  {
    skill: 'Data analysis',
    name: 'Outlier',
    definition:
      'A data point that lies far from most other observations, which may be an error or a genuinely unusual case worth investigating.',
    example:
      'One order shows a quantity a thousand times larger than usual, and the analyst checks whether it was a typo.',
    source: 'https://www.comptia.org/certifications/data',
  },
  // Kubernetes
  {
    skill: 'Kubernetes',
    name: 'Pod',
    definition:
      'The smallest deployable unit in the cluster: one or more containers that share a network identity and storage and are scheduled together on a node.',
    example: 'A web container and a log-shipping sidecar run side by side and talk over localhost.',
    source: 'https://kubernetes.io/docs/concepts/workloads/pods/',
  },
  {
    skill: 'Kubernetes',
    name: 'Deployment',
    definition:
      'A workload object that declares how many replicas of a pod template should run and rolls out changes to them gradually.',
    example:
      'Changing the image tag in the object starts a rolling update that replaces old pods a few at a time.',
    source: 'https://kubernetes.io/docs/concepts/workloads/controllers/deployment/',
  },
  {
    skill: 'Kubernetes',
    name: 'Service',
    definition:
      'An object that gives a changing set of pods, chosen by labels, one stable virtual IP and DNS name, and load-balances traffic across them.',
    example: 'A frontend calls http://orders instead of tracking the IPs of order pods that come and go.',
    source: 'https://kubernetes.io/docs/concepts/services-networking/service/',
  },
  // Power Automate
  {
    skill: 'Power Automate',
    name: 'Cloud flow',
    definition:
      'An automated workflow that runs in the cloud service and connects apps and data through connectors, started by an event, a schedule or a button.',
    example:
      'When an email with an attachment arrives, a flow saves the file to a document library and notifies the team.',
    source: 'https://learn.microsoft.com/en-us/power-automate/overview-cloud',
  },
  {
    skill: 'Power Automate',
    name: 'Trigger',
    definition:
      'The event or condition that starts a workflow run, such as a new record, a received email, a schedule or a manual selection.',
    example: 'A flow starts whenever a new row is added to a list of purchase requests.',
    source: 'https://learn.microsoft.com/en-us/power-automate/',
  },
  {
    skill: 'Power Automate',
    name: 'Desktop flow',
    definition:
      'Robotic process automation that mimics a user working a Windows desktop or web app, clicking and typing to automate tasks without an API.',
    example:
      'Invoice data is typed into a legacy desktop accounting program that offers no integration interface.',
    source: 'https://learn.microsoft.com/en-us/power-automate/desktop-flows/introduction',
  },
  // Supply chain security
  {
    skill: 'Supply chain security',
    name: 'Software bill of materials',
    definition:
      'A machine-readable inventory of all components and dependencies, with versions, that make up a piece of software.',
    example:
      'When a library flaw is announced, a team searches its inventories to find which images include that library.',
    source: 'https://www.cisa.gov/sbom',
  },
  {
    skill: 'Supply chain security',
    name: 'Build provenance',
    definition:
      'Verifiable metadata describing how an artifact was produced: which source, which build platform and which steps, so consumers can check its origin.',
    example:
      'A deploy pipeline rejects an image whose attestation does not show it was built from the main repository.',
    source: 'https://slsa.dev/',
  },
  {
    skill: 'Supply chain security',
    name: 'Image signing',
    definition:
      'Attaching a cryptographic signature to a container image so that clusters can verify who published it and that it was not altered.',
    example: 'An admission policy allows only images signed by the release key to run in production.',
    source: 'https://docs.sigstore.dev/',
  },
  // Advanced troubleshooting
  {
    skill: 'Advanced troubleshooting',
    name: 'Root cause analysis',
    definition:
      'A structured investigation that looks past the visible symptom to find the underlying fault, so the fix prevents the problem from recurring.',
    example:
      'Instead of just restarting a crashing gateway, engineers trace the crash to a memory leak in one feature.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/operational-excellence-pillar/welcome.html',
  },
  {
    skill: 'Advanced troubleshooting',
    name: 'Packet capture',
    definition:
      'Recording the raw packets crossing an interface so their headers and payloads can be examined to see exactly what was sent and received.',
    example:
      'An engineer records traffic on a firewall interface and sees the server never answers the TCP handshake.',
    source: 'https://www.tcpdump.org/manpages/tcpdump.1.html',
  },
  {
    skill: 'Advanced troubleshooting',
    name: 'Divide and conquer',
    definition:
      'Narrowing down a fault by testing at a midpoint of the path or system and discarding the half that works, repeating until the failing part is isolated.',
    example:
      'A connection fails end to end, so the engineer tests from the middle router and finds the problem is upstream.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/operational-excellence-pillar/welcome.html',
  },
  // Cloud computing
  {
    skill: 'Cloud computing',
    name: 'Infrastructure as a service',
    definition:
      'A service model where the provider supplies virtual compute, storage and networking, while the customer manages operating systems and applications.',
    example: 'A team rents virtual machines, installs its own OS patches and runs its database on them.',
    source: 'https://csrc.nist.gov/pubs/sp/800/145/final',
  },
  {
    skill: 'Cloud computing',
    name: 'Platform as a service',
    definition:
      'A service model where the provider runs the operating system and runtime, and the customer only deploys and manages its application code and data.',
    example:
      'Developers push their web app code and the provider handles servers, patching and scaling the runtime.',
    source: 'https://csrc.nist.gov/pubs/sp/800/145/final',
  },
  {
    skill: 'Cloud computing',
    name: 'Software as a service',
    definition:
      'A service model where a complete application is delivered over the internet and the provider manages everything beneath the user settings and data.',
    example:
      'A company uses a hosted email and calendar suite through a browser without running any servers.',
    source: 'https://csrc.nist.gov/pubs/sp/800/145/final',
  },
  // Cost optimization
  {
    skill: 'Cost optimization',
    name: 'Rightsizing',
    definition:
      'Matching the type and size of resources to the actual workload demand, shrinking or changing instances that are consistently underused.',
    example:
      'Monitoring shows a server never exceeds low CPU use, so it is moved to a smaller, cheaper instance type.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/cost-optimization-pillar/welcome.html',
  },
  {
    skill: 'Cost optimization',
    name: 'Committed use discount',
    definition:
      'A lower price in exchange for committing to a steady amount of usage or spend over a fixed term, suited to predictable baseline workloads.',
    example:
      'A company commits to the compute its always-on databases need and pays on-demand rates only for peaks.',
    source: 'https://cloud.google.com/compute/docs/instances/committed-use-discounts-overview',
  },
  {
    skill: 'Cost optimization',
    name: 'Spot capacity',
    definition:
      'Spare provider capacity sold at a deep discount that can be reclaimed at short notice, suited to fault-tolerant, interruptible work.',
    example:
      'A nightly batch rendering job runs on interruptible instances and simply retries any task that gets stopped.',
    source: 'https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/using-spot-instances.html',
  },
  // Email marketing
  {
    skill: 'Email marketing',
    name: 'Double opt-in',
    definition:
      'A sign-up process where a new subscriber must confirm by clicking a link in a follow-up message before being added to the mailing list.',
    example:
      'After entering an address on a newsletter form, the visitor gets a confirmation message and is listed only after clicking it.',
    source: 'https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business',
  },
  {
    skill: 'Email marketing',
    name: 'A/B testing',
    definition:
      'Sending two variants of a message, differing in one element, to sample groups and sending the better-performing variant to the rest.',
    example: 'Two subject lines go to small samples, and the one with more opens is used for the full send.',
    source: 'https://knowledge.hubspot.com/',
  },
  {
    skill: 'Email marketing',
    name: 'Unsubscribe mechanism',
    definition:
      'A clear, working way in every commercial message for recipients to opt out of future mail, with opt-out requests honored promptly.',
    example: 'Each newsletter footer holds a one-click link that removes the reader from the list.',
    source: 'https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business',
  },
  // Integration
  {
    skill: 'Integration',
    name: 'Request and reply',
    definition:
      'An integration pattern where one system calls another and waits for the response before continuing, used when the result is needed immediately.',
    example:
      'When a rep clicks "Check credit", the CRM calls the finance system and shows the returned credit limit.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.integration_patterns_and_practices.meta/integ/integ_pat_pat_summary.htm',
  },
  {
    skill: 'Integration',
    name: 'Fire and forget',
    definition:
      'An integration pattern where a system sends a message to another and continues without waiting for processing, relying on the receiver to handle it.',
    example:
      'A closed opportunity publishes an event that the order system picks up later, while the user keeps working.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.integration_patterns_and_practices.meta/integ/integ_pat_pat_summary.htm',
  },
  {
    skill: 'Integration',
    name: 'Batch data synchronization',
    definition:
      'An integration pattern where records are copied between systems in scheduled bulk loads rather than one transaction at a time as they change.',
    example: 'Every night, product prices from the ERP are loaded in bulk into the CRM price book.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.integration_patterns_and_practices.meta/integ/integ_pat_pat_summary.htm',
  },
  // Microsoft Entra ID
  {
    skill: 'Microsoft Entra ID',
    name: 'Conditional Access',
    definition:
      'Policies that evaluate signals such as user, device, location and risk at sign-in, then allow, block or require extra steps like MFA.',
    example:
      'Sign-ins to the finance app from unmanaged devices are required to pass multifactor authentication.',
    source: 'https://learn.microsoft.com/en-us/entra/identity/conditional-access/overview',
  },
  {
    skill: 'Microsoft Entra ID',
    name: 'Tenant',
    definition:
      'A dedicated, isolated instance of the cloud identity service that an organization owns, holding its users, groups and app registrations.',
    example:
      'A company and its acquired subsidiary each have their own directory until the two are consolidated.',
    source: 'https://learn.microsoft.com/en-us/entra/fundamentals/whatis',
  },
  {
    skill: 'Microsoft Entra ID',
    name: 'Privileged Identity Management',
    definition:
      'A service that gives admins just-in-time, time-limited and approved activation of privileged roles instead of permanent assignments.',
    example:
      'An engineer activates an admin role for one hour, with a justification, to change a tenant setting.',
    source:
      'https://learn.microsoft.com/en-us/entra/id-governance/privileged-identity-management/pim-configure',
  },
  // Reinforcement learning
  {
    skill: 'Reinforcement learning',
    name: 'Policy',
    definition:
      'The rule an agent follows to pick an action in each state; learning aims to find the version of this rule that maximizes expected cumulative reward.',
    example:
      'A game agent learns to map what it sees on screen to "jump" or "move right" so that it scores as much as possible.',
    source: 'https://huggingface.co/learn/deep-rl-course/unit1/introduction',
  },
  {
    skill: 'Reinforcement learning',
    name: 'Exploration-exploitation trade-off',
    definition:
      'The tension between trying unfamiliar actions to gather information and repeating the actions already known to give good reward.',
    example:
      'An agent mostly takes its best-known move but picks a random one now and then in case something better exists.',
    source: 'https://huggingface.co/learn/deep-rl-course/unit1/introduction',
  },
  // Segmentation
  {
    skill: 'Segmentation',
    name: 'Segment definition',
    definition:
      'The set of rules on attributes or behaviors that decides which people belong to an audience group, evaluated against profile or event data.',
    example:
      'A rule "country is Canada AND purchased in the last 30 days" builds a list of recent Canadian buyers.',
    source: 'https://experienceleague.adobe.com/docs/experience-platform/segmentation/home.html',
  },
  {
    skill: 'Segmentation',
    name: 'Behavioral segmentation',
    definition:
      'Grouping customers by what they do, such as pages viewed, purchases or email engagement, rather than by who they are.',
    example:
      'Visitors who viewed pricing twice but never signed up get a different email than new subscribers.',
    source: 'https://experienceleague.adobe.com/docs/experience-platform/segmentation/home.html',
  },
  // Terraform CLI
  {
    skill: 'Terraform CLI',
    name: 'terraform init',
    definition:
      'The command that prepares a working directory by downloading the required providers and modules and configuring the state backend.',
    example:
      'After cloning a configuration repository, an engineer runs this first so later commands can find the cloud provider plugin.',
    source: 'https://developer.hashicorp.com/terraform/cli/commands/init',
  },
  {
    skill: 'Terraform CLI',
    name: 'terraform plan',
    definition:
      'The command that compares the configuration with the current state and real infrastructure and shows which resources would be created, changed or destroyed.',
    example:
      'A reviewer checks that a change only adds one firewall rule and does not replace the database before approving it.',
    source: 'https://developer.hashicorp.com/terraform/cli/commands/plan',
  },
  // AHV
  {
    skill: 'AHV',
    name: 'Acropolis Hypervisor',
    definition:
      'The native, KVM-based virtualization layer built into the Nutanix hyperconverged platform and managed through the Prism interface.',
    example:
      'A team runs its virtual machines on Nutanix nodes without licensing a separate third-party hypervisor product.',
    source: 'https://www.nutanix.com/products/ahv',
  },
  {
    skill: 'AHV',
    name: 'Live migration',
    definition:
      'Moving a running virtual machine from one host to another in the cluster without shutting it down or interrupting its users.',
    example:
      'Before patching a host, an admin moves its running VMs to other nodes so applications stay online.',
    source: 'https://www.nutanix.com/products/ahv',
  },
  // Apex
  {
    skill: 'Apex',
    name: 'Governor limits',
    definition:
      'Runtime caps the multitenant platform enforces per transaction, such as the number of queries or DML statements, to stop one tenant monopolizing resources.',
    example:
      'Code that runs a query inside a loop over many records fails, so the developer moves the query outside the loop.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_dev_guide.htm',
  },
  {
    skill: 'Apex',
    name: 'Apex trigger',
    definition:
      'Code that runs automatically before or after records of an object are inserted, updated, deleted or undeleted.',
    example: 'When an opportunity is closed, code fires and creates a follow-up task for the account owner.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_dev_guide.htm',
  },
  // Argo CD
  {
    skill: 'Argo CD',
    name: 'Sync status',
    definition:
      'An indicator of whether the live resources in the cluster match the desired manifests in Git, shown as Synced or OutOfSync.',
    example:
      'After someone edits a deployment by hand, the app shows OutOfSync because the cluster no longer matches the repository.',
    source: 'https://argo-cd.readthedocs.io/en/stable/core_concepts/',
  },
  {
    skill: 'Argo CD',
    name: 'Self-heal',
    definition:
      'An automated sync option that reverts manual changes made directly in the cluster so the live state returns to what Git declares.',
    example:
      'An engineer scales a deployment by hand, and the controller soon restores the replica count stored in Git.',
    source: 'https://argo-cd.readthedocs.io/en/stable/user-guide/auto_sync/',
  },
  // BERT
  {
    skill: 'BERT',
    name: 'Masked language modeling',
    definition:
      'A pre-training task where some input tokens are hidden and the model learns to predict them from the words on both sides.',
    example: 'Given "The cat sat on the [MASK]", the model learns to fill in a likely word such as "mat".',
    source: 'https://huggingface.co/docs/transformers/model_doc/bert',
  },
  {
    skill: 'BERT',
    name: 'Fine-tuning',
    definition:
      'Continuing to train a pre-trained model on a smaller labeled dataset, usually with a small task-specific head, to adapt it to one task.',
    example:
      'A team adds a classification layer and trains on labeled support tickets to route them by topic.',
    source: 'https://huggingface.co/docs/transformers/model_doc/bert',
  },
  // Business value
  {
    skill: 'Business value',
    name: 'Current Value',
    definition:
      'A key value area measuring the value a product delivers today, for example customer satisfaction or usage, to judge whether it meets needs now.',
    example:
      'A Product Owner tracks how satisfied existing users are with the checkout flow released last quarter.',
    source: 'https://www.scrum.org/resources/evidence-based-management',
  },
  {
    skill: 'Business value',
    name: 'Unrealized Value',
    definition:
      'A key value area measuring the potential future value a product could capture if it met the needs of all possible customers.',
    example:
      'Research shows a large market segment the product does not serve yet, pointing to a big gap to pursue.',
    source: 'https://www.scrum.org/resources/evidence-based-management',
  },
  // Continuous improvement
  {
    skill: 'Continuous improvement',
    name: 'Plan-Do-Check-Act',
    definition:
      'An iterative four-step cycle: propose a change, try it on a small scale, measure the result, then adopt, adjust or drop it.',
    example:
      'A team tries a new on-call handover on one shift, compares incident handling, and then rolls it out to all shifts.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/operational-excellence-pillar/welcome.html',
  },
  {
    skill: 'Continuous improvement',
    name: 'Post-incident analysis',
    definition:
      'A blameless review after an event that records what happened, what contributed to it and which actions will prevent a repeat.',
    example:
      'After an outage, the team documents the timeline and adds an alert that would have caught the issue earlier.',
    source: 'https://docs.aws.amazon.com/wellarchitected/latest/operational-excellence-pillar/welcome.html',
  },
  // cuDF
  {
    skill: 'cuDF',
    name: 'GPU DataFrame',
    definition:
      'A tabular data structure held in graphics-processor memory with a pandas-like API, so filtering, joins and group-bys run on the GPU.',
    example:
      'An analyst loads a large CSV into GPU memory and runs a group-by that finishes far faster than on the CPU.',
    source: 'https://docs.rapids.ai/api/cudf/stable/',
  },
  {
    skill: 'cuDF',
    name: 'pandas accelerator mode',
    definition:
      'A mode that runs unchanged pandas code on the GPU where supported and falls back to the CPU automatically for anything not supported.',
    example:
      'A data scientist loads the accelerator extension at the top of a notebook, and existing pandas cells speed up without edits.',
    source: 'https://docs.rapids.ai/api/cudf/stable/cudf_pandas/',
  },
  // Data types
  {
    skill: 'Data types',
    name: 'Floating-point number',
    definition:
      'A numeric type that stores values with a fractional part in binary approximation, so some decimals cannot be represented exactly.',
    example: 'Adding 0.1 and 0.2 prints 0.30000000000000004, so a program rounds before showing prices.',
    source: 'https://docs.python.org/3/tutorial/floatingpoint.html',
  },
  {
    skill: 'Data types',
    name: 'Type conversion',
    definition:
      'Turning a value of one type into another, such as text into an integer, either explicitly by the programmer or implicitly by the language.',
    example:
      'User input "42" arrives as text and is turned into the number 42 before it is added to a total.',
    source: 'https://docs.python.org/3/library/stdtypes.html',
  },
  // Decision trees
  {
    skill: 'Decision trees',
    name: 'Gini impurity',
    definition:
      'A measure of how mixed the classes are in a node; the tree chooses splits that reduce it most, and a pure node scores zero.',
    example:
      'A split that separates churners from loyal customers almost perfectly is preferred over one that leaves both groups mixed.',
    source: 'https://scikit-learn.org/stable/modules/tree.html',
  },
  {
    skill: 'Decision trees',
    name: 'Maximum depth',
    definition:
      'A limit on how many levels of splits a tree can grow; deeper trees fit training data more closely but are more prone to overfitting.',
    example:
      'A model that scores perfectly on training data but poorly on new data is retrained with a shallower limit.',
    source: 'https://scikit-learn.org/stable/modules/tree.html',
  },
  // Documentation
  {
    skill: 'Documentation',
    name: 'Markdown',
    definition:
      'A lightweight plain-text markup syntax where simple symbols such as # for headings and * for lists are rendered as formatted text.',
    example:
      'A README uses ## for section titles and - for bullet points, and the repository page shows it nicely formatted.',
    source:
      'https://docs.github.com/en/get-started/writing-on-github/getting-started-with-writing-and-formatting-on-github/basic-writing-and-formatting-syntax',
  },
  {
    skill: 'Documentation',
    name: 'Fenced code block',
    definition:
      'A block of text wrapped in lines of three backticks, shown in monospace with its formatting preserved and optional syntax highlighting.',
    example:
      'Setup instructions put the install commands between triple backticks tagged "bash" so readers can copy them exactly.',
    source:
      'https://docs.github.com/en/get-started/writing-on-github/working-with-advanced-formatting/creating-and-highlighting-code-blocks',
  },
  // Encryption
  {
    skill: 'Encryption',
    name: 'Symmetric encryption',
    definition:
      'A method where the same secret key both encrypts and decrypts data; it is fast but requires sharing the key securely.',
    example: 'A disk is encrypted with one AES key that the system uses to both write and read the data.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'Encryption',
    name: 'Asymmetric encryption',
    definition:
      'A method using a mathematically linked key pair: data encrypted with the public key can only be decrypted with the matching private key.',
    example:
      'A browser uses a site certificate’s public key during the TLS handshake so only the server can read the secret.',
    source: 'https://csrc.nist.gov/glossary',
  },
  // File systems
  {
    skill: 'File systems',
    name: 'Inode',
    definition:
      'A metadata record in Unix-like file systems that stores a file’s owner, permissions, timestamps and block locations, but not its name.',
    example:
      'Two hard links in different folders point to the same record, so they share one file’s content and permissions.',
    source: 'https://www.kernel.org/doc/html/latest/filesystems/index.html',
  },
  {
    skill: 'File systems',
    name: 'Journaling',
    definition:
      'Recording intended metadata changes in a log before applying them, so after a crash the file system can be brought back to a consistent state quickly.',
    example:
      'After a power cut, the server replays its log at boot instead of running a long full-disk check.',
    source: 'https://www.kernel.org/doc/html/latest/filesystems/index.html',
  },
  // General ledger
  {
    skill: 'General ledger',
    name: 'Chart of accounts',
    definition:
      'The structured list of all accounts an organization uses to record transactions, grouped into assets, liabilities, equity, revenue and expenses.',
    example:
      'A new travel expense account is added under operating expenses so trips can be reported separately.',
    source: 'https://learn.microsoft.com/en-us/dynamics365/finance/general-ledger/general-ledger',
  },
  {
    skill: 'General ledger',
    name: 'Double-entry bookkeeping',
    definition:
      'The principle that every transaction is recorded as equal debits and credits in at least two accounts, so the books always balance.',
    example:
      'Buying office supplies with cash debits the supplies expense account and credits the cash account by the same amount.',
    source: 'https://learn.microsoft.com/en-us/dynamics365/finance/general-ledger/general-ledger',
  },
  // Incident investigation
  {
    skill: 'Incident investigation',
    name: 'Indicator of compromise',
    definition:
      'An observable artifact, such as a file hash, malicious domain or IP address, that suggests a system has been breached.',
    example:
      'An analyst searches all endpoints for a hash from a threat report and finds the file on two laptops.',
    source: 'https://csrc.nist.gov/pubs/sp/800/61/r2/final',
  },
  {
    skill: 'Incident investigation',
    name: 'Process tree',
    definition:
      'A view of parent-child relationships between processes on a host, used to see what launched a suspicious program and what it started.',
    example:
      'The view shows a spreadsheet app spawned a command shell that ran an encoded script, revealing a malicious macro.',
    source: 'https://csrc.nist.gov/pubs/sp/800/61/r2/final',
  },
  // Lifecycle management
  {
    skill: 'Lifecycle management',
    name: 'Joiner-mover-leaver',
    definition:
      'A model for managing identity changes across employment: granting access at hire, adjusting it on role change and removing it at departure.',
    example:
      'When an employee moves from sales to finance, the CRM access is removed and the accounting app is added.',
    source: 'https://help.okta.com/en-us/content/topics/provisioning/lcm/lcm-get-started.htm',
  },
  {
    skill: 'Lifecycle management',
    name: 'Deprovisioning',
    definition:
      'Automatically deactivating or removing a user’s accounts in connected applications when they no longer need access.',
    example:
      'Marking a user as terminated in HR suspends their accounts in every connected app the same day.',
    source: 'https://help.okta.com/en-us/content/topics/provisioning/lcm/lcm-get-started.htm',
  },
  // Microservices
  {
    skill: 'Microservices',
    name: 'Database per service',
    definition:
      'A design rule that each service owns its data store and others reach that data only through the service’s API, never directly.',
    example:
      'The order service cannot query the customer tables; it calls the customer service to get an address.',
    source: 'https://learn.microsoft.com/en-us/azure/architecture/guide/architecture-styles/microservices',
  },
  {
    skill: 'Microservices',
    name: 'Circuit breaker',
    definition:
      'A pattern that stops calls to a failing dependency for a while after repeated errors, failing fast instead of piling up waiting requests.',
    example:
      'When the recommendations service times out repeatedly, the shop page skips it and shows default items.',
    source: 'https://learn.microsoft.com/en-us/azure/architecture/patterns/circuit-breaker',
  },
  // Non-relational data
  {
    skill: 'Non-relational data',
    name: 'Key-value store',
    definition:
      'A data store that saves each value under a unique key and retrieves it by that key, with little or no querying by the value’s contents.',
    example: 'A web app keeps user session data under the session ID and fetches it on each request.',
    source: 'https://learn.microsoft.com/en-us/azure/architecture/data-guide/big-data/non-relational-data',
  },
  {
    skill: 'Non-relational data',
    name: 'Document database',
    definition:
      'A data store that holds self-describing records, often JSON, whose fields can vary from one record to another and can be queried and indexed.',
    example: 'A product catalog stores shoes with sizes and laptops with CPU specs in the same collection.',
    source: 'https://learn.microsoft.com/en-us/azure/architecture/data-guide/big-data/non-relational-data',
  },
  // Performance Max
  {
    skill: 'Performance Max',
    name: 'Asset group',
    definition:
      'A collection of headlines, descriptions, images, videos and logos around one theme, which the system combines into ads for each channel and format.',
    example: 'A retailer builds one collection of creatives for running shoes and another for hiking boots.',
    source: 'https://support.google.com/google-ads',
  },
  {
    skill: 'Performance Max',
    name: 'Audience signal',
    definition:
      'An optional hint, such as customer lists or interests, that guides automated targeting toward likely converters at the start without restricting it.',
    example:
      'An advertiser adds its past-purchaser list so automation first looks for people similar to existing buyers.',
    source: 'https://support.google.com/google-ads',
  },
  // Provisioning
  {
    skill: 'Provisioning',
    name: 'SCIM',
    definition:
      'A standard REST protocol and schema for creating, updating and deleting user and group records across identity systems and applications.',
    example:
      'Adding a user to a group in the identity provider automatically creates their account in the connected SaaS app.',
    source: 'https://www.rfc-editor.org/rfc/rfc7644',
  },
  {
    skill: 'Provisioning',
    name: 'Just-in-time provisioning',
    definition:
      'Creating a user account in an application automatically at that user’s first single sign-on, using attributes sent in the sign-in assertion.',
    example:
      'A new hire’s account in the wiki appears the first time they sign in through the company SSO portal.',
    source: 'https://help.okta.com/en-us/content/topics/provisioning/lcm/lcm-get-started.htm',
  },
  // Scrum events
  {
    skill: 'Scrum events',
    name: 'Sprint Review',
    definition:
      'The event near the end of a Sprint where the team and stakeholders inspect the outcome and decide together on future adaptations.',
    example:
      'Stakeholders try the new search feature and suggest a filter, which the Product Owner adds to the backlog.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  {
    skill: 'Scrum events',
    name: 'Sprint Retrospective',
    definition:
      'The event that concludes a Sprint, in which the team reviews how it worked, covering people, interactions, processes and tools, to plan improvements.',
    example:
      'The team notices code reviews stall for days and agrees to a shared review slot each afternoon.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  // Sharing and visibility
  {
    skill: 'Sharing and visibility',
    name: 'Organization-wide defaults',
    definition:
      'The baseline record access level for each object, such as Private or Public Read Only, that applies to records a user does not own.',
    example:
      'Opportunities are set to Private so reps see only their own deals unless access is opened further.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_bulk_sharing_understanding.htm',
  },
  {
    skill: 'Sharing and visibility',
    name: 'Sharing rule',
    definition:
      'An automatic exception to the baseline that opens record access to groups or roles, based on record owner or field criteria.',
    example: 'All cases with Region = EMEA are opened read-only to the EMEA support group.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_bulk_sharing_understanding.htm',
  },
  // TensorFlow
  {
    skill: 'TensorFlow',
    name: 'Tensor',
    definition:
      'A multi-dimensional array with a single data type and a shape, the basic object that operations consume and produce.',
    example: 'A batch of 32 color images of 64x64 pixels is held as an array with shape (32, 64, 64, 3).',
    source: 'https://www.tensorflow.org/guide/tensor',
  },
  {
    skill: 'TensorFlow',
    name: 'Sequential model',
    definition:
      'A Keras model built as a plain stack of layers where each layer has exactly one input tensor and one output tensor.',
    example:
      'A beginner stacks a Flatten layer, a Dense hidden layer and a Dense output layer to classify digits.',
    source: 'https://www.tensorflow.org/guide/keras/sequential_model',
  },
  // Virtual machines
  {
    skill: 'Virtual machines',
    name: 'Hypervisor',
    definition:
      'Software that creates and runs virtual machines, sharing a physical host’s CPU, memory and storage among isolated guest systems.',
    example:
      'One physical server runs a Linux web server and a Windows file server side by side as separate guests.',
    source: 'https://learn.microsoft.com/en-us/azure/virtual-machines/overview',
  },
  {
    skill: 'Virtual machines',
    name: 'Snapshot',
    definition:
      'A point-in-time capture of a virtual machine’s disk state, used to roll back or copy it; it is not a substitute for separate backups.',
    example:
      'Before a risky OS upgrade, an admin captures the disk so the VM can be reverted if the upgrade fails.',
    source: 'https://learn.microsoft.com/en-us/azure/virtual-machines/snapshot-copy-managed-disk',
  },
  // $lookup
  {
    skill: '$lookup',
    name: 'Left outer join',
    definition:
      'Combining each document with matching documents from another collection, keeping the original document even when nothing matches.',
    example:
      'Each order gets an array of its customer’s details, and orders with an unknown customer get an empty array.',
    source: 'https://www.mongodb.com/docs/manual/reference/operator/aggregation/lookup/',
  },
  {
    skill: '$lookup',
    name: '$unwind stage',
    definition:
      'An aggregation stage that outputs one document per element of an array field, often used to flatten the array a join produced.',
    example:
      'An order with three line items becomes three documents, one per item, so items can be grouped by product.',
    source: 'https://www.mongodb.com/docs/manual/reference/operator/aggregation/unwind/',
  },
  // 3D modeling
  {
    skill: '3D modeling',
    name: 'Polygon mesh',
    definition:
      'A surface model made of vertices, edges and faces, usually triangles or quads, that together describe an object’s shape.',
    example: 'A modeler starts from a cube, extrudes faces and adds edge loops to shape a character’s torso.',
    source: 'https://www.autodesk.com/products/maya/overview',
  },
  {
    skill: '3D modeling',
    name: 'UV mapping',
    definition:
      'Unfolding a 3D surface onto a flat 2D coordinate space so a 2D texture image can be wrapped accurately onto the model.',
    example:
      'An artist lays out a crate’s faces flat so a wood-grain image lines up correctly on every side.',
    source: 'https://www.autodesk.com/products/maya/overview',
  },
  // Access and security
  {
    skill: 'Access and security',
    name: 'Predefined role',
    definition:
      'A ready-made bundle of fine-grained permissions maintained by the cloud provider for a specific service task, granted to principals on a resource.',
    example:
      'An analyst is granted a read-only viewer bundle for a storage bucket instead of broad project editor rights.',
    source: 'https://cloud.google.com/iam/docs/roles-overview',
  },
  {
    skill: 'Access and security',
    name: 'Service account',
    definition:
      'A non-human identity used by an application or workload, rather than a person, to authenticate and call cloud APIs with its own permissions.',
    example:
      'A VM runs under a dedicated identity that can only write to one bucket, so the app needs no user password.',
    source: 'https://cloud.google.com/iam/docs/service-account-overview',
  },
  // Account management
  {
    skill: 'Account management',
    name: 'ACCOUNTADMIN role',
    definition:
      'The most powerful system-defined role in a Snowflake account, combining security and system administration rights, to be granted to very few users.',
    example: 'Only two administrators hold the top role, and they use lower roles for everyday work.',
    source: 'https://docs.snowflake.com/en/user-guide/security-access-control-overview',
  },
  {
    skill: 'Account management',
    name: 'Resource monitor',
    definition:
      'An object that tracks credit usage of warehouses against a quota and can notify or suspend warehouses when thresholds are reached.',
    example:
      'A team sets alerts at high usage and automatic suspension at the limit so a runaway query cannot overspend.',
    source: 'https://docs.snowflake.com/en/user-guide/resource-monitors',
  },
  // Ad creative
  {
    skill: 'Ad creative',
    name: 'Responsive search ad',
    definition:
      'A search ad built from several headlines and descriptions that the system mixes and tests automatically to show the best combination for each query.',
    example:
      'An advertiser supplies many headlines about price, speed and quality, and the system learns which pairs perform best.',
    source: 'https://support.google.com/google-ads',
  },
  {
    skill: 'Ad creative',
    name: 'Ad strength',
    definition:
      'A rating of how relevant, plentiful and varied an ad’s text or image assets are, with suggestions for improving them before or after launch.',
    example:
      'The rating rises after an advertiser replaces near-duplicate headlines with distinct ones that include key terms.',
    source: 'https://support.google.com/google-ads',
  },
  // Adobe Dreamweaver
  {
    skill: 'Adobe Dreamweaver',
    name: 'Site definition',
    definition:
      'The project setup that names a local root folder for a website’s files and, optionally, the remote server details used to publish them.',
    example:
      'A designer points the project at a folder on disk and adds SFTP details so changed pages can be uploaded.',
    source: 'https://helpx.adobe.com/dreamweaver/user-guide.html',
  },
  {
    skill: 'Adobe Dreamweaver',
    name: 'Live View',
    definition:
      'A design view that renders the page with a real browser engine inside the editor, so layout and scripts behave as in a browser while editing.',
    example:
      'A developer edits a heading directly in the rendered page and sees the responsive layout update immediately.',
    source: 'https://helpx.adobe.com/dreamweaver/user-guide.html',
  },
  // Advanced dashboards
  {
    skill: 'Advanced dashboards',
    name: 'Token',
    definition:
      'A named variable, written between dollar signs, that holds a changing value such as a user selection and is substituted into searches and panels.',
    example: 'A drop-down sets $host$, and every search on the dashboard filters to the chosen host.',
    source:
      'https://help.splunk.com/splunk-enterprise/create-dashboards-and-reports/simple-xml-dashboards/10.0/drilldown-and-dashboard-interactivity/token-usage-in-dashboards',
  },
  {
    skill: 'Advanced dashboards',
    name: 'Drilldown',
    definition:
      'Behavior triggered when a user clicks a chart or table element, such as setting a value, opening a search or linking to another dashboard.',
    example:
      'Clicking an error count in a table opens a detail view listing the underlying events for that service.',
    source:
      'https://help.splunk.com/splunk-enterprise/create-dashboards-and-reports/dashboard-studio/10.0/add-dashboard-interactions/configure-field-level-drilldowns-in-a-table',
  },
  // Agent actions
  {
    skill: 'Agent actions',
    name: 'Agent topic',
    definition:
      'A category of jobs an AI agent handles, with a description, scope and instructions, that groups the tasks the agent may perform for that kind of request.',
    example:
      'An "Order Status" category tells the agent when it applies and which lookups it may run for shipping questions.',
    source: 'https://developer.salesforce.com/docs/ai/agentforce/guide/get-started-actions.html',
  },
  {
    skill: 'Agent actions',
    name: 'Custom agent action',
    definition:
      'A task an AI agent can perform that an admin or developer builds from a flow, an Apex invocable method or a prompt template.',
    example:
      'A developer exposes an invocable method that creates a return order, so the agent can process returns in chat.',
    source: 'https://developer.salesforce.com/docs/ai/agentforce/guide/get-started-actions.html',
  },
  // Agile frameworks
  {
    skill: 'Agile frameworks',
    name: 'Kanban',
    definition:
      'A flow-based method that visualizes work on a board, limits work in progress and improves throughput, without prescribing fixed-length iterations.',
    example:
      'A support team caps "In progress" at four cards and pulls new work only when a card moves to done.',
    source: 'https://www.agilealliance.org/agile101/agile-glossary/',
  },
  {
    skill: 'Agile frameworks',
    name: 'Extreme Programming',
    definition:
      'An agile approach centered on engineering practices such as pair programming, test-driven development, continuous integration and small frequent releases.',
    example:
      'Two developers write a failing test together, make it pass and integrate the change the same day.',
    source: 'https://www.agilealliance.org/agile101/agile-glossary/',
  },
  // AI bias
  {
    skill: 'AI bias',
    name: 'Historical bias',
    definition:
      'Bias that arises because the world the data came from was itself unfair, so even perfectly collected data reproduces past inequities.',
    example:
      'A hiring model trained on past decisions learns to favor candidates resembling those hired in a less diverse era.',
    source: 'https://www.kaggle.com/learn/intro-to-ai-ethics',
  },
  {
    skill: 'AI bias',
    name: 'Representation bias',
    definition:
      'Bias that arises when the training data under-represents some groups of the population the model will serve, so it performs worse for them.',
    example:
      'A face detector trained mostly on lighter-skinned faces misses darker-skinned faces more often.',
    source: 'https://www.kaggle.com/learn/intro-to-ai-ethics',
  },
  // AI infrastructure
  {
    skill: 'AI infrastructure',
    name: 'NVLink',
    definition:
      'A high-bandwidth, direct interconnect between GPUs in a server that lets them exchange data much faster than over the PCIe bus.',
    example:
      'Training a large model across eight GPUs in one server relies on the fast link to share gradients quickly.',
    source: 'https://www.nvidia.com/en-us/data-center/nvlink/',
  },
  {
    skill: 'AI infrastructure',
    name: 'RDMA',
    definition:
      'A networking technique that moves data directly between the memory of two machines without involving their CPUs or operating systems.',
    example:
      'GPU servers in a training cluster exchange data over an InfiniBand fabric with very low latency.',
    source: 'https://docs.nvidia.com/networking/',
  },
  // Amazon API Gateway
  {
    skill: 'Amazon API Gateway',
    name: 'Stage',
    definition:
      'A named snapshot of an API deployment, such as dev or prod, with its own invoke URL, settings, variables and logging.',
    example: 'Testers call the "beta" URL while customers keep using the "prod" URL of the same API.',
    source: 'https://docs.aws.amazon.com/apigateway/latest/developerguide/welcome.html',
  },
  {
    skill: 'Amazon API Gateway',
    name: 'Usage plan',
    definition:
      'A configuration that sets throttling and request quotas for clients identified by API keys, controlling who can call which stages and how much.',
    example:
      'Free-tier partners get a low daily quota, while paying partners get a higher rate limit on the same API.',
    source: 'https://docs.aws.amazon.com/apigateway/latest/developerguide/api-gateway-api-usage-plans.html',
  },
  // Analytic functions
  {
    skill: 'Analytic functions',
    name: 'Navigation function',
    definition:
      'A window function such as LAG or LEAD that returns a value from another row in the window relative to the current row.',
    example: 'A query shows each day’s sales next to the previous day’s sales to compute the daily change.',
    source: 'https://cloud.google.com/bigquery/docs/reference/standard-sql/window-function-calls',
  },
  {
    skill: 'Analytic functions',
    name: 'Window frame',
    definition:
      'The subset of rows within a partition, defined relative to the current row (for example ROWS BETWEEN 6 PRECEDING AND CURRENT ROW), that a function uses.',
    example:
      'A seven-day moving average is computed by averaging the current row and the six rows before it.',
    source: 'https://cloud.google.com/bigquery/docs/reference/standard-sql/window-function-calls',
  },
  // Ansible playbooks
  {
    skill: 'Ansible playbooks',
    name: 'Play',
    definition:
      'A section of a YAML automation file that maps a group of inventory hosts to an ordered list of tasks to run on them.',
    example:
      'One section configures the web servers and a second section in the same file configures the database hosts.',
    source: 'https://docs.ansible.com/ansible/latest/playbook_guide/playbooks_intro.html',
  },
  {
    skill: 'Ansible playbooks',
    name: 'Handler',
    definition:
      'A task that runs only when another task reports a change and notifies it, and then runs once, typically at the end of the play.',
    example: 'The web server restarts only if its configuration file was actually modified during the run.',
    source: 'https://docs.ansible.com/ansible/latest/playbook_guide/playbooks_handlers.html',
  },
  // APIs
  {
    skill: 'APIs',
    name: 'Idempotent method',
    definition:
      'An HTTP method where sending the same request several times has the same intended effect on the server as sending it once, such as PUT or DELETE.',
    example:
      'A client retries a timed-out PUT that sets a user’s email, knowing a duplicate cannot cause harm.',
    source: 'https://www.rfc-editor.org/rfc/rfc9110',
  },
  {
    skill: 'APIs',
    name: 'HTTP status code',
    definition:
      'A three-digit number in a response whose first digit gives its class: 1xx informational, 2xx success, 3xx redirection, 4xx client error, 5xx server error.',
    example: 'A client receiving 404 stops retrying, while on 503 it waits and tries again later.',
    source: 'https://www.rfc-editor.org/rfc/rfc9110',
  },
  // App security
  {
    skill: 'App security',
    name: 'Authentication scheme',
    definition:
      'The configured method an application uses to verify who a user is at sign-in, such as database accounts, LDAP or social and SSO providers.',
    example: 'An internal app is switched from local accounts to the corporate single sign-on provider.',
    source: 'https://docs.oracle.com/en/database/oracle/apex/',
  },
  {
    skill: 'App security',
    name: 'Authorization scheme',
    definition:
      'A reusable rule that returns true or false to decide whether the signed-in user may see or use an application, page or component.',
    example:
      'The Delete button appears only for users in the managers group because a rule checks their membership.',
    source: 'https://docs.oracle.com/en/database/oracle/apex/',
  },
  // Application delivery
  {
    skill: 'Application delivery',
    name: 'Canary deployment',
    definition:
      'Releasing a new version to a small share of traffic or users alongside the stable version, then widening it only if it behaves well.',
    example:
      'A few replicas run the new image behind the same Service, and the team watches error rates before scaling it up.',
    source: 'https://kubernetes.io/docs/concepts/workloads/management/',
  },
  {
    skill: 'Application delivery',
    name: 'Helm chart',
    definition:
      'A versioned package of templated Kubernetes manifests plus default values, installed and upgraded as a release with the Helm tool.',
    example:
      'A team installs the same packaged app in staging and production, changing only a values file per environment.',
    source: 'https://helm.sh/docs/topics/charts/',
  },
  // Architecture for governance
  {
    skill: 'Architecture for governance',
    name: 'SABSA',
    definition:
      'A risk-driven enterprise security architecture method that derives security controls from business requirements through layered views, from contextual to operational.',
    example:
      'An architect starts from the business need for trustworthy payments and traces it down to specific logging and encryption controls.',
    source: 'https://www.isc2.org/certifications/issap',
  },
  {
    skill: 'Architecture for governance',
    name: 'Zachman Framework',
    definition:
      'An enterprise architecture classification grid that crosses stakeholder perspectives with the questions what, how, where, who, when and why.',
    example:
      'A team files its data models, process maps and network diagrams into cells of the grid to find missing views.',
    source: 'https://www.isc2.org/certifications/issap',
  },
  // Attribution
  {
    skill: 'Attribution',
    name: 'Data-driven attribution',
    definition:
      'A model that distributes conversion credit across ad interactions using the account’s own conversion-path data rather than a fixed rule.',
    example:
      'A generic search ad that often starts journeys receives more credit than a last-click model would give it.',
    source: 'https://support.google.com/google-ads',
  },
  {
    skill: 'Attribution',
    name: 'Last click attribution',
    definition:
      'A rule-based model that gives all credit for a conversion to the final ad clicked before it, ignoring earlier interactions.',
    example:
      'A shopper clicks a display ad and later a brand search ad before buying; only the brand search ad is credited.',
    source: 'https://support.google.com/google-ads',
  },
  // Audio classification
  {
    skill: 'Audio classification',
    name: 'Mel spectrogram',
    definition:
      'A time-frequency picture of sound whose frequency axis is warped to the mel scale, roughly matching human pitch perception, often used as model input.',
    example:
      'Each short audio clip is converted into this image-like representation before being fed to a classifier.',
    source: 'https://huggingface.co/learn/audio-course/chapter4/introduction',
  },
  {
    skill: 'Audio classification',
    name: 'Keyword spotting',
    definition:
      'Classifying short audio snippets to detect whether a specific spoken word or command is present.',
    example:
      'A smart speaker listens locally for its wake word before sending anything for full speech recognition.',
    source: 'https://huggingface.co/learn/audio-course/chapter4/introduction',
  },
  // Authentication flows
  {
    skill: 'Authentication flows',
    name: 'Authorization code with PKCE',
    definition:
      'An OAuth flow where the app gets a one-time code via the browser and exchanges it for tokens, proving with a code verifier that it started the request.',
    example:
      'A mobile app opens the sign-in page, receives a code on redirect, and redeems it with its secret verifier.',
    source: 'https://www.rfc-editor.org/rfc/rfc7636',
  },
  {
    skill: 'Authentication flows',
    name: 'Client credentials flow',
    definition:
      'An OAuth grant where a confidential client authenticates with its own credentials to get a token for itself, with no user involved.',
    example: 'A nightly billing job obtains a token using its client ID and secret to call an internal API.',
    source: 'https://www.rfc-editor.org/rfc/rfc6749',
  },
  // Automation opportunities
  {
    skill: 'Automation opportunities',
    name: 'Task mining',
    definition:
      'Recording and analyzing users’ desktop actions, such as clicks and keystrokes, to discover repetitive manual tasks worth automating.',
    example:
      'Analysis of recorded desktop activity shows clerks copy the same fields from emails into a form hundreds of times a week.',
    source: 'https://docs.uipath.com/',
  },
  {
    skill: 'Automation opportunities',
    name: 'Process mining',
    definition:
      'Reconstructing how an end-to-end business process really runs from the event logs of enterprise systems, revealing delays and variations.',
    example:
      'ERP logs show invoices wait days at one approval step, flagging it as a candidate for automation.',
    source: 'https://docs.uipath.com/',
  },
  // AWS IAM
  {
    skill: 'AWS IAM',
    name: 'IAM role',
    definition:
      'An identity with permission policies that trusted users, services or applications assume to get temporary credentials, with no long-term password or keys.',
    example:
      'A Lambda function assumes an identity that lets it read one DynamoDB table, without any stored access keys.',
    source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/id_roles.html',
  },
  {
    skill: 'AWS IAM',
    name: 'Permissions boundary',
    definition:
      'A managed policy attached to a user or role that sets the maximum permissions its identity-based policies can ever grant.',
    example:
      'Developers may create roles for their apps, but each new role is capped so it can never exceed a safe set of actions.',
    source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/access_policies_boundaries.html',
  },
  // Azure Virtual Desktop
  {
    skill: 'Azure Virtual Desktop',
    name: 'Host pool',
    definition:
      'A collection of identically configured session host virtual machines that users connect to for their desktops or remote apps.',
    example:
      'A call center’s agents are load-balanced across a group of multi-session Windows hosts built from one image.',
    source: 'https://learn.microsoft.com/en-us/azure/virtual-desktop/overview',
  },
  {
    skill: 'Azure Virtual Desktop',
    name: 'FSLogix profile container',
    definition:
      'A virtual disk on a network share holding a user’s whole profile, attached at sign-in so settings follow the user across pooled hosts.',
    example:
      'A user lands on a different session host each morning yet still sees their own desktop and Outlook cache.',
    source: 'https://learn.microsoft.com/en-us/fslogix/overview-what-is-fslogix',
  },
  // Backstage
  {
    skill: 'Backstage',
    name: 'Software Catalog',
    definition:
      'A central registry of services, websites, libraries and other components with owners and metadata, populated from descriptor files kept in repositories.',
    example:
      'An on-call engineer looks up which team owns a failing payments service and finds its docs and runbook links.',
    source: 'https://backstage.io/docs/overview/what-is-backstage',
  },
  {
    skill: 'Backstage',
    name: 'Software Templates',
    definition:
      'A scaffolding feature that creates new projects from predefined templates, for example generating a repository with standard CI and registering it.',
    example:
      'A developer fills in a short form and gets a new service repository with the team’s standard pipeline.',
    source: 'https://backstage.io/docs/overview/what-is-backstage',
  },
  // BIM basics
  {
    skill: 'BIM basics',
    name: 'Building information modeling',
    definition:
      'Creating and managing a shared, data-rich 3D model of a building in which elements carry properties, and drawings and schedules are derived from it.',
    example: 'Moving a wall in the model updates the floor plan, the section and the door schedule together.',
    source: 'https://www.autodesk.com/products/revit/overview',
  },
  {
    skill: 'BIM basics',
    name: 'Family',
    definition:
      'In Revit, a group of elements sharing parameters and graphics, such as a door design, whose sizes and variants are defined as types.',
    example:
      'An architect loads one door design and creates types for different widths instead of modeling each door separately.',
    source: 'https://www.autodesk.com/products/revit/overview',
  },
  // Business case
  {
    skill: 'Business case',
    name: 'Continued business justification',
    definition:
      'The principle that a project must have a valid, documented reason to start that stays valid throughout, and it should be stopped if that reason disappears.',
    example:
      'At a stage boundary, the board closes a project after a market change makes its expected benefits unlikely.',
    source: 'https://www.peoplecert.org/',
  },
  {
    skill: 'Business case',
    name: 'Benefits management approach',
    definition:
      'A plan stating which benefits will be measured, how, by whom and when, often continuing after the project itself has closed.',
    example:
      'Reduced call handling time from a new CRM is scheduled to be measured six months after go-live.',
    source: 'https://www.peoplecert.org/',
  },
  // Business value of ML
  {
    skill: 'Business value of ML',
    name: 'Problem framing',
    definition:
      'Turning a business need into a well-defined prediction task with a clear ideal outcome and success metrics, and checking that ML is the right tool at all.',
    example: 'A team realizes a simple rule solves its routing need, so it skips building a model.',
    source: 'https://developers.google.com/machine-learning/problem-framing',
  },
  {
    skill: 'Business value of ML',
    name: 'Baseline',
    definition:
      'The performance of the current process or a simple heuristic, used as the reference a model must beat to justify its cost.',
    example:
      'A demand model is compared with "same as last week" forecasts before anyone approves its rollout.',
    source: 'https://developers.google.com/machine-learning/problem-framing',
  },
  // Campaign reporting
  {
    skill: 'Campaign reporting',
    name: 'UTM parameters',
    definition:
      'Tags added to a link’s query string, such as source, medium and campaign, so analytics tools can attribute visits to the right campaign.',
    example:
      'Links in a newsletter carry utm_source=newsletter so the visits show up under that campaign in reports.',
    source: 'https://knowledge.hubspot.com/',
  },
  {
    skill: 'Campaign reporting',
    name: 'Conversion rate',
    definition:
      'The share of visitors or recipients who complete a desired action, such as filling a form, out of all who had the chance.',
    example: 'A landing page gets many views, but few form submissions, so the team tests a shorter form.',
    source: 'https://knowledge.hubspot.com/',
  },
  // Charts and dashboards
  {
    skill: 'Charts and dashboards',
    name: 'Metric time series',
    definition:
      'All the data points that share one metric name, metric type and set of dimensions, forming a single sequence over time.',
    example:
      'CPU utilization reported by server1 in one location forms one sequence, separate from the same metric on server2.',
    source:
      'https://help.splunk.com/splunk-observability-cloud/manage-data/metrics-metadata-and-events/metrics-in-splunk-observability-cloud/get-started-with-metrics',
  },
  {
    skill: 'Charts and dashboards',
    name: 'Rollup',
    definition:
      'A statistical function, such as average, sum or max, that summarizes all data points in a time interval into one point for display at a coarser resolution.',
    example: 'A chart covering a week shows one averaged point per hour instead of every ten-second sample.',
    source:
      'https://help.splunk.com/splunk-observability-cloud/create-dashboards-and-charts/create-charts/data-resolution-and-rollups-in-charts',
  },
  // Cloud computing concepts
  {
    skill: 'Cloud computing concepts',
    name: 'Rapid elasticity',
    definition:
      'The ability to add or release capacity quickly, often automatically, so resources scale with demand and appear unlimited to the consumer.',
    example: 'An online shop adds servers during a holiday sale and releases them when traffic falls.',
    source: 'https://csrc.nist.gov/pubs/sp/800/145/final',
  },
  {
    skill: 'Cloud computing concepts',
    name: 'Resource pooling',
    definition:
      'Serving many customers from shared physical resources that are assigned dynamically, with customers usually unaware of exact physical location.',
    example:
      'Virtual machines of different tenants run on the same physical hosts, isolated from each other.',
    source: 'https://csrc.nist.gov/pubs/sp/800/145/final',
  },
  // Cloud management
  {
    skill: 'Cloud management',
    name: 'Cloud-managed networking',
    definition:
      'Running the management and monitoring of access points, switches and gateways from a vendor cloud portal instead of on-site controllers.',
    example:
      'An IT team configures Wi-Fi for a new branch from a web portal without installing a local controller.',
    source: 'https://www.juniper.net/documentation/',
  },
  {
    skill: 'Cloud management',
    name: 'Zero-touch provisioning',
    definition:
      'Letting a new network device fetch its configuration automatically when first connected, so it can be deployed without manual setup on site.',
    example:
      'A shop worker plugs in a new access point, and it connects to the cloud and pulls its site settings by itself.',
    source: 'https://www.juniper.net/documentation/',
  },
  // Cluster management
  {
    skill: 'Cluster management',
    name: 'Node drain',
    definition:
      'Marking a node unschedulable and safely evicting its workloads so they restart on other nodes before the node is serviced.',
    example:
      'Before patching a worker’s operating system, an admin empties it and the pods come back up on the remaining workers.',
    source: 'https://kubernetes.io/docs/tasks/administer-cluster/safely-drain-node/',
  },
  {
    skill: 'Cluster management',
    name: 'Replica shard',
    definition:
      'A copy of a primary index shard kept on a different node, which protects against node failure and can serve search requests.',
    example:
      'When one search node fails, its copies on other nodes are promoted and the index stays available.',
    source: 'https://www.elastic.co/guide/en/elasticsearch/reference/current/index.html',
  },
  // COBIT framework
  {
    skill: 'COBIT framework',
    name: 'Evaluate, Direct and Monitor',
    definition:
      'The governance domain in which the governing body assesses strategic options, gives direction to management and checks that objectives are achieved.',
    example:
      'The board reviews proposed IT investments, sets priorities for management and later checks delivery against them.',
    source: 'https://www.isaca.org/resources/cobit',
  },
  {
    skill: 'COBIT framework',
    name: 'Design factors',
    definition:
      'Characteristics of an enterprise, such as its strategy, risk profile, threat landscape and sourcing model, used to tailor its governance system.',
    example:
      'A heavily regulated bank gives more weight to compliance-related objectives than a small startup would.',
    source: 'https://www.isaca.org/resources/cobit',
  },
  // Command line basics
  {
    skill: 'Command line basics',
    name: 'Absolute path',
    definition:
      'A file or directory location written from the root of the file system, starting with /, so it means the same thing from any current directory.',
    example: 'A script reads /etc/hosts so it works no matter which folder it is started from.',
    source: 'https://www.gnu.org/software/bash/manual/bash.html',
  },
  {
    skill: 'Command line basics',
    name: 'Pipe',
    definition:
      'The | operator, which sends the standard output of one command directly into the standard input of the next.',
    example:
      'An admin lists running processes and passes the output to grep to find only the web server ones.',
    source: 'https://www.gnu.org/software/bash/manual/bash.html',
  },
  // Correlation searches
  {
    skill: 'Correlation searches',
    name: 'Notable event',
    definition:
      'A record created when a scheduled detection search finds matching activity, placed in a review queue for analysts to triage, assign and close.',
    example:
      'Repeated failed logins followed by a success create an entry that an analyst picks up and investigates.',
    source: 'https://help.splunk.com/',
  },
  {
    skill: 'Correlation searches',
    name: 'Risk-based alerting',
    definition:
      'Scoring users and systems from many low-confidence detections and alerting only when the accumulated risk for one entity crosses a threshold.',
    example:
      'Several minor signals on one laptop add up over a day and produce a single high-priority alert.',
    source: 'https://splunk.github.io/rba/',
  },
  // CUDA C/C++
  {
    skill: 'CUDA C/C++',
    name: 'Kernel',
    definition:
      'A function marked __global__ that runs on the GPU and is launched from host code with a configuration that starts many parallel threads.',
    example: 'A vector-add function is launched so each GPU thread adds one pair of elements.',
    source: 'https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html',
  },
  {
    skill: 'CUDA C/C++',
    name: 'Thread block',
    definition:
      'A group of GPU threads scheduled on the same multiprocessor that can share fast on-chip memory and synchronize; many of them make up a grid.',
    example:
      'A launch uses groups of 256 threads, and enough groups to cover every element of a large array.',
    source: 'https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html',
  },
  // Customer feedback
  {
    skill: 'Customer feedback',
    name: 'Net Promoter Score',
    definition:
      'A loyalty metric from asking how likely customers are to recommend a company on a 0-10 scale: the share scoring 9-10 minus the share scoring 0-6.',
    example: 'A quarterly survey shows more detractors than last time, prompting calls to unhappy accounts.',
    source: 'https://knowledge.hubspot.com/',
  },
  {
    skill: 'Customer feedback',
    name: 'Customer effort score',
    definition:
      'A survey metric asking how easy it was for a customer to get an issue resolved or complete an interaction.',
    example:
      'After a support ticket closes, customers rate how easy the fix was, and low ratings flag confusing processes.',
    source: 'https://knowledge.hubspot.com/',
  },
  // Data basics
  {
    skill: 'Data basics',
    name: 'Structured data',
    definition:
      'Data organized into a predefined model of rows and fields with fixed types, such as a database table, so it is easy to search and query.',
    example: 'An order table holds an ID, date, customer and amount for every purchase.',
    source: 'https://www.comptia.org/',
  },
  {
    skill: 'Data basics',
    name: 'Unstructured data',
    definition:
      'Data without a predefined model of fields, such as emails, documents, images, audio and video, which needs extra processing to analyze.',
    example: 'A company wants insights from thousands of free-text customer emails and recorded calls.',
    source: 'https://www.comptia.org/',
  },
  // Data loss prevention
  {
    skill: 'Data loss prevention',
    name: 'DLP policy',
    definition:
      'A set of rules that detects sensitive content in places like email, file shares and devices and then audits, warns or blocks risky sharing.',
    example:
      'An email containing several card numbers to an outside address is blocked and the sender sees a policy tip.',
    source: 'https://learn.microsoft.com/en-us/purview/dlp-learn-about-dlp',
  },
  {
    skill: 'Data loss prevention',
    name: 'Sensitive information type',
    definition:
      'A pattern-based classifier, using things like regular expressions, keywords and checksums, that recognizes a kind of data such as passport numbers.',
    example:
      'A built-in classifier for national ID numbers is used so a rule can spot them in uploaded files.',
    source: 'https://learn.microsoft.com/en-us/purview/dlp-learn-about-dlp',
  },
  // Data-driven testing
  {
    skill: 'Data-driven testing',
    name: 'Parameterized test',
    definition:
      'A single test case written with arguments instead of hard-coded values, so it can run once for each set of inputs supplied.',
    example: 'One login test is written once and run with valid, locked and expired user accounts.',
    source: 'https://docs.uipath.com/',
  },
  {
    skill: 'Data-driven testing',
    name: 'Test data set',
    definition:
      'An external table of input values and expected results, such as a spreadsheet or CSV, where each row drives one run of a test.',
    example:
      'A spreadsheet lists twenty order amounts with the expected discounts, and each row becomes a test run.',
    source: 'https://docs.uipath.com/',
  },
  // Declarative configuration
  {
    skill: 'Declarative configuration',
    name: 'Desired state',
    definition:
      'A description, kept in files, of what a system should look like, leaving it to tooling to work out and apply the steps needed to get there.',
    example:
      'A manifest says three replicas should run, and the controller creates or removes pods until that is true.',
    source: 'https://opengitops.dev/',
  },
  {
    skill: 'Declarative configuration',
    name: 'Imperative configuration',
    definition:
      'Changing a system by issuing explicit step-by-step commands, so the resulting state is not recorded anywhere as a reviewable definition.',
    example:
      'An engineer scales a deployment by running a command by hand, and nobody else can see the change in Git.',
    source: 'https://kubernetes.io/docs/concepts/overview/working-with-objects/object-management/',
  },
  // Digital forensics
  {
    skill: 'Digital forensics',
    name: 'Chain of custody',
    definition:
      'A documented record of who collected, handled and stored each piece of evidence, when and why, to show it was not altered.',
    example: 'Each transfer of a seized laptop is signed and dated so the evidence remains admissible.',
    source: 'https://csrc.nist.gov/pubs/sp/800/86/final',
  },
  {
    skill: 'Digital forensics',
    name: 'Order of volatility',
    definition:
      'Collecting evidence from the most short-lived sources first, such as memory and network state, before disks and archived media.',
    example: 'A responder captures RAM from a running server before powering it down to image its drives.',
    source: 'https://csrc.nist.gov/pubs/sp/800/86/final',
  },
  // Docker provider
  {
    skill: 'Docker provider',
    name: 'docker_image resource',
    definition:
      'A Terraform resource that pulls or builds an image on the Docker host and tracks it in state so containers can reference it.',
    example:
      'A configuration declares the nginx image so it is downloaded before the web container is created.',
    source: 'https://developer.hashicorp.com/terraform/tutorials/docker-get-started',
  },
  {
    skill: 'Docker provider',
    name: 'docker_container resource',
    definition:
      'A Terraform resource that creates and runs a container from an image with settings such as its name and port mappings.',
    example: 'A block maps container port 80 to host port 8000, and apply starts the container.',
    source: 'https://developer.hashicorp.com/terraform/tutorials/docker-get-started',
  },
  // Employee Central
  {
    skill: 'Employee Central',
    name: 'Foundation objects',
    definition:
      'Company-wide structures such as legal entities, departments, locations, job codes and pay grades, set up once and referenced by employee records.',
    example: 'A new office is added as a location so HR can assign employees to it.',
    source: 'https://help.sap.com/',
  },
  {
    skill: 'Employee Central',
    name: 'Effective dating',
    definition:
      'Storing each change to a record with the date it takes effect, so past, current and future values are all kept.',
    example:
      'A promotion entered today is set to start next month, and the employee keeps the current title until then.',
    source: 'https://help.sap.com/',
  },
  // Event search queries
  {
    skill: 'Event search queries',
    name: 'CrowdStrike Query Language',
    definition:
      'A pipeline-based language for searching endpoint and log events, where each step after a | operator filters, transforms or aggregates the previous results.',
    example: 'A hunter filters process events for one file name and pipes the results into a count per host.',
    source: 'https://library.humio.com/crowdstrike-query-language/cql.html',
  },
  {
    skill: 'Event search queries',
    name: 'Aggregate function',
    definition:
      'A query function, such as a count or group-by, that summarizes many matching events into grouped totals or statistics instead of listing each one.',
    example: 'Grouping login failures by user shows that one account produced most of them overnight.',
    source: 'https://library.humio.com/crowdstrike-query-language/cql.html',
  },
  // Figma
  {
    skill: 'Figma',
    name: 'Component',
    definition:
      'A reusable design element whose copies, called instances, stay linked to the main version and update when it changes.',
    example:
      'Changing the corner radius of the main button updates every button copy across the design file.',
    source: 'https://help.figma.com/',
  },
  {
    skill: 'Figma',
    name: 'Auto layout',
    definition:
      'A frame setting that arranges child layers in a row or column with set spacing and padding, resizing the frame as content changes.',
    example:
      'A button grows automatically when its label text gets longer, keeping equal padding on both sides.',
    source: 'https://help.figma.com/',
  },
  // FortiSASE
  {
    skill: 'FortiSASE',
    name: 'Secure access service edge',
    definition:
      'An architecture that combines wide-area networking with cloud-delivered security services such as secure web gateway and zero-trust access.',
    example:
      'Remote staff connect to the nearest cloud security point instead of backhauling traffic to headquarters.',
    source: 'https://docs.fortinet.com/product/fortisase',
  },
  {
    skill: 'FortiSASE',
    name: 'Zero trust network access',
    definition:
      'Granting a user access to one specific application after verifying identity and device posture, instead of giving broad network access like a VPN.',
    example: 'A contractor can reach only the ticketing app, and only from a compliant laptop.',
    source: 'https://docs.fortinet.com/product/fortisase',
  },
  // Google Ads
  {
    skill: 'Google Ads',
    name: 'Quality Score',
    definition:
      'A 1-10 diagnostic of keyword-level ad quality compared with other advertisers, based on expected click-through rate, ad relevance and landing page experience.',
    example:
      'A low rating on landing page experience leads the advertiser to send clicks to a more relevant product page.',
    source: 'https://support.google.com/google-ads',
  },
  {
    skill: 'Google Ads',
    name: 'Negative keyword',
    definition:
      'A term added to a campaign or ad group that prevents ads from showing on searches containing it, cutting irrelevant traffic.',
    example: 'A store selling premium software adds "free" so its ads skip searches for free downloads.',
    source: 'https://support.google.com/google-ads',
  },
  // Guiding principles
  {
    skill: 'Guiding principles',
    name: 'Start where you are',
    definition:
      'Assessing existing services, processes and tools through direct observation and reusing what works, instead of building everything from scratch.',
    example:
      'Before buying a new tool, a team reviews its current ticketing workflow and keeps the parts that already work.',
    source: 'https://www.peoplecert.org/',
  },
  {
    skill: 'Guiding principles',
    name: 'Progress iteratively with feedback',
    definition:
      'Organizing work into small, manageable pieces and using feedback before, during and after each one to adjust course.',
    example:
      'A new change process is piloted with one team, refined from their input, then extended to others.',
    source: 'https://www.peoplecert.org/',
  },
  // Huddles
  {
    skill: 'Huddles',
    name: 'Huddle',
    definition:
      'A lightweight live audio conversation, with optional video and screen sharing, started from a channel or direct message that others there can join.',
    example:
      'Two developers jump into a quick call from their team channel to look at a bug on a shared screen.',
    source: 'https://slack.com/help',
  },
  {
    skill: 'Huddles',
    name: 'Huddle thread',
    definition:
      'The message thread attached to a live call where participants post links and notes, kept in the conversation after the call ends.',
    example: 'Links shared during a quick call stay in the channel so a teammate who missed it can catch up.',
    source: 'https://slack.com/help',
  },
  // Installation
  {
    skill: 'Installation',
    name: 'Tableau Services Manager',
    definition:
      'The administration tool, with a web interface and a command line, used to install, configure and maintain Tableau Server.',
    example: 'An admin runs the tsm command to apply pending configuration changes and restart the server.',
    source: 'https://help.tableau.com/current/server/en-us/tsm.htm',
  },
  {
    skill: 'Installation',
    name: 'Initial node',
    definition:
      'The first machine where the server software is installed, which hosts the administration controller that additional cluster nodes join.',
    example: 'After setting up the first machine, the admin adds two more machines to handle extra workload.',
    source: 'https://help.tableau.com/current/server/en-us/tsm.htm',
  },
  // Inventory management
  {
    skill: 'Inventory management',
    name: 'Movement type',
    definition:
      'A three-digit key that classifies a goods movement, such as a receipt against a purchase order, and controls how it updates stock and accounts.',
    example:
      'A warehouse clerk posts a delivery with the key for receipts against a purchase order, raising stock on hand.',
    source: 'https://help.sap.com/',
  },
  {
    skill: 'Inventory management',
    name: 'Goods receipt',
    definition:
      'Posting materials received into stock, increasing quantity and value, usually with reference to a purchase or production order.',
    example:
      'When a pallet of screws arrives, it is posted into stock and the purchase order shows it as delivered.',
    source: 'https://help.sap.com/',
  },
  // Keyword research
  {
    skill: 'Keyword research',
    name: 'Long-tail keyword',
    definition:
      'A longer, more specific search phrase with lower search volume but clearer intent and usually less competition.',
    example: 'A bike shop targets "waterproof commuter bike panniers" rather than just "bike bags".',
    source: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
  },
  {
    skill: 'Keyword research',
    name: 'Search intent',
    definition:
      'The underlying goal behind a query, such as learning something, finding a specific site, comparing options or buying.',
    example: 'Searches for "how to fix a flat tire" get a guide, while "buy tire levers" get a product page.',
    source: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide',
  },
  // Lighting and materials
  {
    skill: 'Lighting and materials',
    name: 'Baked lighting',
    definition:
      'Precomputing light and shadow for static objects into lightmap textures before runtime, saving processing but not reacting to moving lights.',
    example: 'A static room’s lighting is precomputed so a mobile game runs smoothly with soft shadows.',
    source: 'https://docs.unity3d.com/Manual/index.html',
  },
  {
    skill: 'Lighting and materials',
    name: 'Material',
    definition:
      'An asset that defines how a surface is rendered by pairing a shader with settings such as textures, colors and smoothness.',
    example:
      'A developer assigns a metallic, slightly rough asset to a car body so it reflects the environment.',
    source: 'https://docs.unity3d.com/Manual/index.html',
  },
  // MCP clients
  {
    skill: 'MCP clients',
    name: 'MCP host',
    definition:
      'The AI application, such as an IDE or chat assistant, that the user works in and that creates and coordinates protocol clients.',
    example:
      'A code editor with an AI assistant connects to a file-system server and a database server at once.',
    source: 'https://modelcontextprotocol.io/',
  },
  {
    skill: 'MCP clients',
    name: 'MCP client',
    definition:
      'A component inside an AI application that holds a dedicated one-to-one connection to a single server and exchanges protocol messages with it.',
    example:
      'The assistant opens a separate connection to each configured server and lists the tools each one offers.',
    source: 'https://modelcontextprotocol.io/',
  },
  // Needs assessment
  {
    skill: 'Needs assessment',
    name: 'Gap analysis',
    definition:
      'Comparing the current state of a business with its desired future state to identify the capabilities, processes or resources that are missing.',
    example: 'An analyst finds the team lacks self-service reporting, which the target state requires.',
    source: 'https://www.pmi.org/',
  },
  {
    skill: 'Needs assessment',
    name: 'Situation statement',
    definition:
      'A short, agreed description of a problem or opportunity, its effect and its impact, used to anchor the analysis that follows.',
    example:
      'The team agrees that slow invoice approvals cause late payments, which damage supplier relationships.',
    source: 'https://www.pmi.org/',
  },
  // Pricing rules
  {
    skill: 'Pricing rules',
    name: 'Price condition',
    definition: 'A test against quote or quote line fields that decides whether a pricing rule applies.',
    example:
      'A rule applies only when the quote line’s product family is "Hardware" and quantity exceeds a set threshold.',
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'Pricing rules',
    name: 'Price action',
    definition:
      'The part of a pricing rule that writes a value, whether static, from another field or from a formula, into a target field when the rule applies.',
    example: 'When the rule fires, the special price field is set to a fixed partner price.',
    source: 'https://help.salesforce.com/',
  },
  // Remediation workflows
  {
    skill: 'Remediation workflows',
    name: 'Vulnerable item',
    definition:
      'A record pairing one detected vulnerability with one affected configuration item, usually imported from a scanner.',
    example:
      'A scan reports an outdated web server on one host, creating a record for that host and that flaw.',
    source:
      'https://www.servicenow.com/docs/r/australia/security-management/vulnerability-response/c_IndivVulnItemMgmt.html',
  },
  {
    skill: 'Remediation workflows',
    name: 'Remediation task',
    definition:
      'A record that groups related findings by configurable rules and assigns them to one team to fix and track together.',
    example:
      'All hosts missing the same operating system patch are grouped and sent to the server team at once.',
    source:
      'https://www.servicenow.com/docs/r/australia/security-management/vulnerability-response/vulnerability-groups.html',
  },
  // Secure coding
  {
    skill: 'Secure coding',
    name: 'Input validation',
    definition:
      'Checking untrusted data against the expected type, length, format and range, preferably with an allow-list, before the application uses it.',
    example: 'A form rejects a postal code containing letters or symbols where only digits are allowed.',
    source: 'https://owasp.org/www-project-secure-coding-practices-quick-reference-guide/',
  },
  {
    skill: 'Secure coding',
    name: 'Output encoding',
    definition:
      'Converting untrusted data into a safe form for the specific context where it is written, such as HTML or a URL, so it cannot be run as code.',
    example:
      'A comment containing <script> is displayed as harmless text because angle brackets are escaped.',
    source: 'https://owasp.org/www-project-secure-coding-practices-quick-reference-guide/',
  },
];
