import type { Concept } from './concept.ts';

/** Concepts for the first share of catalogue skills, in catalogue order (most-taught skills first). */
export const CONCEPTS_PART_1: readonly Concept[] = [
  {
    skill: 'Troubleshooting',
    name: 'Root cause analysis',
    definition:
      'Investigating a problem until the underlying condition that produced it is found, instead of only clearing the visible symptom.',
    example:
      'After repeated disk-full alerts, an engineer traces them to a stopped log-rotation job rather than just deleting files again.',
    source: 'https://aws.amazon.com/certification/certified-sysops-admin-associate/',
  },
  {
    skill: 'Troubleshooting',
    name: 'Bottom-up approach',
    definition:
      'Checking a network fault one OSI layer at a time, starting with cabling and link lights and moving up through addressing and protocols until the failing layer is found.',
    example:
      'A technician confirms the cable and link status, then the IP settings, before looking at the application that cannot connect.',
    source: 'https://aws.amazon.com/certification/certified-sysops-admin-associate/',
  },
  {
    skill: 'Troubleshooting',
    name: 'Divide and conquer',
    definition:
      'Starting a diagnosis at a middle layer, such as testing reachability with ping, then moving up or down depending on whether that test passes.',
    example:
      'A ping to the server succeeds, so the support analyst skips cabling checks and looks at the firewall rule and the web service.',
    source: 'https://aws.amazon.com/certification/certified-sysops-admin-associate/',
  },
  {
    skill: 'Incident response',
    name: 'Containment',
    definition:
      'Actions that stop a security incident from spreading or causing more damage, such as isolating a host, while evidence is kept intact.',
    example:
      'Responders move an infected laptop to a quarantine network so it can no longer reach the file servers.',
    source: 'https://csrc.nist.gov/pubs/sp/800/61/r2/final',
  },
  {
    skill: 'Incident response',
    name: 'Eradication',
    definition:
      'Removing the cause of an incident from the environment, for example deleting malware, disabling compromised accounts and closing the exploited weakness.',
    example:
      'After isolating the web server, the team removes the planted web shell, rotates the stolen keys and patches the vulnerable plugin.',
    source: 'https://csrc.nist.gov/pubs/sp/800/61/r2/final',
  },
  {
    skill: 'Incident response',
    name: 'Post-incident review',
    definition:
      'A meeting held after an incident is closed to record what happened, what worked, and what to change in tools, processes or training.',
    example:
      'The review finds that alerts were missed overnight, so the team adds an on-call rotation and updates its runbook.',
    source: 'https://csrc.nist.gov/pubs/sp/800/61/r2/final',
  },
  {
    skill: 'SQL',
    name: 'Inner join',
    definition:
      'Combining rows of two tables where a matching condition holds, keeping only the pairs that match so rows without a partner on the other side are dropped.',
    example:
      "An analyst combines orders with customers on customer_id to list each order with the buyer's name.",
    source: 'https://cloud.google.com/bigquery/docs/reference/standard-sql/query-syntax',
  },
  {
    skill: 'SQL',
    name: 'GROUP BY',
    definition:
      'A clause that collapses rows sharing the same values in chosen columns into one row each, so aggregates like SUM or COUNT are computed per set of rows.',
    example: 'A report lists total revenue per country by aggregating the sales table on its country column.',
    source: 'https://cloud.google.com/bigquery/docs/reference/standard-sql/query-syntax',
  },
  {
    skill: 'SQL',
    name: 'HAVING clause',
    definition:
      'A filter applied after aggregation that keeps or discards whole groups based on an aggregate value, unlike WHERE, which filters individual rows first.',
    example: 'A query keeps only the product categories whose summed sales exceed a chosen threshold.',
    source: 'https://cloud.google.com/bigquery/docs/reference/standard-sql/query-syntax',
  },
  {
    skill: 'Responsible AI',
    name: 'Fairness',
    definition:
      "The aim that an AI system's outcomes do not systematically disadvantage people because of sensitive characteristics such as race, gender or age.",
    example:
      "Before launch, a lender compares its model's approval rates across age groups to detect unequal treatment.",
    source: 'https://ai.google/responsibility/principles/',
  },
  {
    skill: 'Responsible AI',
    name: 'Explainability',
    definition:
      'The ability to describe in human terms why a model produced a given output, for example which inputs influenced a prediction most.',
    example:
      "A claims reviewer sees that a denial was driven mainly by two missing documents, not by the claimant's postcode.",
    source: 'https://ai.google/responsibility/principles/',
  },
  {
    skill: 'Responsible AI',
    name: 'Human-in-the-loop',
    definition:
      "A design in which a person reviews, approves or can override an AI system's outputs before they take effect, especially for high-impact decisions.",
    example:
      'A generated medical summary is checked and signed off by a clinician before it enters the patient record.',
    source: 'https://ai.google/responsibility/principles/',
  },
  {
    skill: 'Data preparation',
    name: 'Imputation',
    definition:
      "Filling in missing values in a dataset with substitutes such as a column's mean or median, or a predicted value, instead of dropping the rows.",
    example:
      'Missing ages in a customer table are replaced with the median age so those rows can still be used for training.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Data preparation',
    name: 'Normalization',
    definition:
      'Rescaling numeric features to a common range or distribution so that features measured in large units do not dominate training.',
    example:
      'Income and age are both scaled to the range 0 to 1 before a clustering algorithm compares customers.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Data preparation',
    name: 'One-hot encoding',
    definition:
      'Turning a categorical column into several binary columns, one per category, where exactly one of them is 1 for each row.',
    example: 'A colour column with red, green and blue becomes three columns, and a green item gets 0, 1, 0.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Apache Spark',
    name: 'Lazy evaluation',
    definition:
      'Recording operations on a dataset as a plan and computing nothing until a result is actually requested, which lets the engine optimize the whole plan first.',
    example:
      'Filters and column selections on a DataFrame return instantly; the cluster only starts working when the job writes the output.',
    source: 'https://spark.apache.org/docs/latest/rdd-programming-guide.html',
  },
  {
    skill: 'Apache Spark',
    name: 'Action',
    definition:
      'An operation such as count, collect or write that forces the pending plan to execute and returns a result to the driver or saves output.',
    example: 'Calling count() on a filtered DataFrame launches the job that reads and filters the files.',
    source: 'https://spark.apache.org/docs/latest/rdd-programming-guide.html',
  },
  {
    skill: 'Apache Spark',
    name: 'Partition',
    definition:
      'A chunk of a distributed dataset that a single task processes; how many there are determines how much work can run in parallel across executors.',
    example:
      'A data engineer repartitions a skewed dataset so each executor core gets a similar share of the rows.',
    source: 'https://spark.apache.org/docs/latest/rdd-programming-guide.html',
  },
  {
    skill: 'JavaScript',
    name: 'Closure',
    definition:
      'A function together with references to the variables of the scope where it was created, so it can still read and update them after that outer function has returned.',
    example:
      'A counter factory returns a function that increments a private count variable each time it is called.',
    source: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript',
  },
  {
    skill: 'JavaScript',
    name: 'Hoisting',
    definition:
      "The language's processing of declarations before code runs, so a function declared with the function keyword can be called earlier in the source than it appears.",
    example:
      'A script calls init() on its first line even though the init function is declared at the bottom of the file.',
    source: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript',
  },
  {
    skill: 'JavaScript',
    name: 'Prototypal inheritance',
    definition:
      'A mechanism where an object links to another object and looks up properties and methods it lacks on that linked object, following the chain upward.',
    example:
      'Every array can call map() because the method lives on Array.prototype, not on each array itself.',
    source: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript',
  },
  {
    skill: 'Animation',
    name: 'Keyframe',
    definition:
      "A point on a timeline where a property's value, such as position or rotation, is set explicitly; the software computes the frames in between.",
    example:
      "An animator sets a door's rotation only at the start and end of a clip, and the door swings smoothly between them.",
    source: 'https://docs.unity3d.com/Manual/index.html',
  },
  {
    skill: 'Animation',
    name: 'Rigging',
    definition:
      'Building a skeleton of joints and controls inside a 3D model so animators can pose and move its mesh.',
    example:
      "Before animating a character's walk, an artist binds the mesh to a spine, leg and arm joint hierarchy.",
    source: 'https://docs.unity3d.com/Manual/index.html',
  },
  {
    skill: 'Animation',
    name: 'Animation state machine',
    definition:
      'A graph of states, each playing a clip, with transitions triggered by parameters that decide which motion plays and how one blends into the next.',
    example:
      'A game character switches from an idle clip to a run clip when its speed parameter rises above a set value.',
    source: 'https://docs.unity3d.com/Manual/index.html',
  },
  {
    skill: 'Model evaluation',
    name: 'Precision',
    definition:
      'Of all cases a classifier labelled positive, the share that really are positive; it falls when the model raises many false alarms.',
    example:
      'A spam filter whose flagged messages are almost all real spam scores high on this, even if it misses some spam.',
    source: 'https://scikit-learn.org/stable/modules/model_evaluation.html',
  },
  {
    skill: 'Model evaluation',
    name: 'Recall',
    definition:
      'Of all truly positive cases, the share the classifier actually found; it falls when real positives are missed.',
    example:
      'A fraud model that catches nearly every fraudulent transaction scores high on this, even if it flags some honest ones.',
    source: 'https://scikit-learn.org/stable/modules/model_evaluation.html',
  },
  {
    skill: 'Model evaluation',
    name: 'Cross-validation',
    definition:
      'Evaluating a model by splitting data into several folds, training on all but one and testing on the held-out fold in turn, then averaging the scores.',
    example:
      'With five folds, a data scientist trains five models and reports the mean accuracy across the five test folds.',
    source: 'https://scikit-learn.org/stable/modules/model_evaluation.html',
  },
  {
    skill: 'Case management',
    name: 'Assignment rule',
    definition:
      'A rule that automatically routes a new support request to a specific user or queue based on criteria such as product, region or priority.',
    example:
      'Requests about billing submitted through the web form go straight to the billing support queue.',
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'Case management',
    name: 'Escalation rule',
    definition:
      "A rule that raises a support request's priority or reassigns it when it stays unresolved past a defined time.",
    example:
      'A high-priority request still open after four hours is reassigned to a senior agent and the manager is notified.',
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'Case management',
    name: 'Entitlement',
    definition:
      'A record of the support a customer is owed, such as response times or channels, used to check and enforce service commitments on their requests.',
    example:
      "A premium-plan customer's request shows a one-hour first-response target, while a standard customer's does not.",
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'CRUD operations',
    name: 'Query filter',
    definition:
      'A document of field conditions passed to find, update or delete methods to select which documents the operation applies to.',
    example:
      'The developer passes { status: "active", age: { $gte: 18 } } to find() to read only active adult users.',
    source: 'https://www.mongodb.com/docs/manual/crud/',
  },
  {
    skill: 'CRUD operations',
    name: 'Update operator',
    definition:
      'A keyword such as $set or $inc that changes specific fields of matched documents instead of replacing the whole document.',
    example:
      'Using $inc on a views field adds one to the counter without touching the rest of the article document.',
    source: 'https://www.mongodb.com/docs/manual/crud/',
  },
  {
    skill: 'CRUD operations',
    name: 'Upsert',
    definition:
      'An update option that inserts a new document when nothing matches the filter, and modifies the match when one exists.',
    example:
      "A nightly job writes daily totals keyed by date, creating the day's document the first time and updating it afterwards.",
    source: 'https://www.mongodb.com/docs/manual/crud/',
  },
  {
    skill: 'Governance',
    name: 'Service control policy',
    definition:
      'An AWS Organizations policy that sets the maximum permissions available to accounts in an organization or organizational unit; it grants no permissions by itself.',
    example:
      'A policy attached to the sandbox unit denies leaving the organization, even for administrators of those accounts.',
    source: 'https://docs.aws.amazon.com/organizations/latest/userguide/orgs_manage_policies_scps.html',
  },
  {
    skill: 'Governance',
    name: 'Preventive control',
    definition:
      'A governance rule that blocks a non-compliant action before it happens, such as denying resource creation in unapproved regions.',
    example:
      'An attempt to launch a server in a region the company has not approved is rejected with an access-denied error.',
    source: 'https://docs.aws.amazon.com/controltower/latest/userguide/what-is-control-tower.html',
  },
  {
    skill: 'Governance',
    name: 'Detective control',
    definition:
      'A governance mechanism that finds and reports non-compliant resources or activity after the fact, such as a rule flagging unencrypted storage.',
    example:
      'A compliance dashboard lists every storage bucket created without default encryption so owners can fix them.',
    source: 'https://docs.aws.amazon.com/controltower/latest/userguide/what-is-control-tower.html',
  },
  {
    skill: 'Neural networks',
    name: 'Activation function',
    definition:
      "A nonlinear function such as ReLU or sigmoid applied to a neuron's weighted sum, letting the network model relationships that are not straight lines.",
    example:
      'Replacing the identity with ReLU lets a small network separate data that no single straight line can divide.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Neural networks',
    name: 'Backpropagation',
    definition:
      'The algorithm that works out how much each weight contributed to the error by passing gradients from the output back through the layers, so weights can be updated.',
    example:
      'After each batch, gradients flow from the loss back to the first layer and the optimizer adjusts every weight slightly.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Neural networks',
    name: 'Hidden layer',
    definition:
      'A layer of neurons between the input and the output whose values are not directly observed, where the network builds intermediate representations.',
    example: 'Adding a second such layer lets an image model combine detected edges into simple shapes.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Security operations',
    name: 'SIEM',
    definition:
      'A system that collects logs and events from many sources, correlates them and raises alerts so analysts can detect and investigate threats in one place.',
    example:
      'Failed logins from the VPN, domain controllers and cloud console are correlated into a single brute-force alert.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'Security operations',
    name: 'Alert triage',
    definition:
      'Quickly assessing incoming alerts to separate false positives from real threats and decide in what order to investigate them.',
    example:
      'An analyst closes a noisy scanner alert as benign and escalates a suspicious admin login from a new country.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'Security operations',
    name: 'Threat hunting',
    definition:
      'Proactively searching data for signs of attackers who evaded existing detections, starting from a hypothesis rather than waiting for an alert.',
    example:
      'Suspecting credential theft, an analyst searches endpoint logs for unusual access to the LSASS process.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'User management',
    name: 'Profile',
    definition:
      'In Salesforce, the setting every user must have exactly one of, defining baseline object, field, app and login access.',
    example:
      'All support agents share one baseline that lets them read accounts and edit cases but not delete records.',
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'User management',
    name: 'Permission set',
    definition:
      'A reusable bundle of extra permissions assigned to individual users to widen their access without changing their baseline settings.',
    example:
      'One agent who also runs reports gets an add-on granting report export, while colleagues keep their default access.',
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'User management',
    name: 'Primary group',
    definition:
      'The group a Linux account belongs to by default, recorded in /etc/passwd, which normally owns the new files the user creates.',
    example:
      'A new developer account is created with the devs group as its default, so files it creates are owned by devs.',
    source: 'https://man7.org/linux/man-pages/man8/useradd.8.html',
  },
  {
    skill: 'BGP',
    name: 'Autonomous system',
    definition:
      'A network or set of networks under one administration with a single routing policy, identified by a unique number used in inter-domain routing.',
    example:
      "A regional provider announces its customers' prefixes to the internet from its own numbered routing domain.",
    source: 'https://www.rfc-editor.org/rfc/rfc4271',
  },
  {
    skill: 'BGP',
    name: 'iBGP',
    definition:
      'BGP sessions between routers of the same autonomous system; routes learned from one such peer are not re-advertised to another, so a full mesh or route reflectors are needed.',
    example:
      'Four edge routers of one provider peer with each other internally so all of them learn the external routes.',
    source: 'https://www.rfc-editor.org/rfc/rfc4271',
  },
  {
    skill: 'BGP',
    name: 'AS_PATH',
    definition:
      'A route attribute listing the autonomous systems a route has crossed, used to detect loops and, by default, to prefer routes that cross fewer of them.',
    example: 'A router discards an update that already contains its own number, preventing a routing loop.',
    source: 'https://www.rfc-editor.org/rfc/rfc4271',
  },
  {
    skill: 'Content strategy',
    name: 'Pillar page',
    definition:
      'A broad, comprehensive page on a core topic that links to detailed pages on subtopics, each of which links back to it.',
    example:
      'A software company publishes one long guide to email marketing that links to separate articles on subject lines and list hygiene.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'Content strategy',
    name: 'Buyer persona',
    definition:
      'A semi-fictional profile of an ideal customer, built from research, describing goals, challenges and behaviour to guide what content is created.',
    example: 'The team writes for a busy clinic manager who searches for quick scheduling tips on a phone.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'Content strategy',
    name: 'Content audit',
    definition:
      'A systematic review of existing content that checks performance and decides what to keep, update, merge or remove.',
    example:
      'A blog review finds several overlapping posts on the same topic and merges them into one refreshed article.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'Data protection',
    name: 'Envelope encryption',
    definition:
      'Encrypting data with a data key, then encrypting that data key with a separate key-encryption key held in a key management service.',
    example:
      'Each file is encrypted with its own key, and only the wrapped copy of that key is stored next to the file.',
    source: 'https://cloud.google.com/kms/docs/envelope-encryption',
  },
  {
    skill: 'Data protection',
    name: 'Encryption in transit',
    definition:
      'Protecting data while it moves across a network, typically with TLS, so intercepted traffic cannot be read or altered.',
    example:
      'The application only accepts HTTPS connections, so customer form submissions are unreadable to anyone sniffing the network.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'Data protection',
    name: 'Data loss prevention',
    definition:
      'Tools and policies that detect sensitive information such as card numbers in data or traffic and block, mask or alert on its exposure.',
    example: 'An email with a spreadsheet of customer card numbers is blocked before it leaves the company.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'Forecasting',
    name: 'Trend',
    definition:
      'The persistent, long-term increase or decrease in the average level of a time series, ignoring short-term fluctuations.',
    example: 'Website visits keep climbing month after month as the product becomes better known.',
    source: 'https://www.kaggle.com/learn/time-series',
  },
  {
    skill: 'Forecasting',
    name: 'Seasonality',
    definition:
      'Regular, repeating variation in a series tied to the calendar or clock, such as higher sales every weekend or every December.',
    example: 'A grocery forecast adds a day-of-week pattern because demand peaks each Saturday.',
    source: 'https://www.kaggle.com/learn/time-series',
  },
  {
    skill: 'Forecasting',
    name: 'Lag feature',
    definition:
      "A model input built from the series' own past values, such as yesterday's sales, used to predict the next value.",
    example: 'A demand model uses sales from one and seven days earlier as inputs to predict tomorrow.',
    source: 'https://www.kaggle.com/learn/time-series',
  },
  {
    skill: 'Load balancing',
    name: 'Health probe',
    definition:
      'A periodic check sent to each backend to decide whether it should keep receiving new traffic.',
    example:
      'When one web server stops answering its check endpoint, new requests go only to the remaining servers.',
    source: 'https://learn.microsoft.com/en-us/azure/load-balancer/load-balancer-overview',
  },
  {
    skill: 'Load balancing',
    name: 'Session affinity',
    definition:
      'Sending all requests from the same client to the same backend server during a session, so state held on that server stays available.',
    example: 'A shopping site keeps each shopper on one server so the cart stored in its memory is not lost.',
    source: 'https://learn.microsoft.com/en-us/azure/load-balancer/load-balancer-overview',
  },
  {
    skill: 'Load balancing',
    name: 'Layer 7 load balancing',
    definition:
      'Distributing requests using application-level information such as URL path, host header or cookies, rather than only IP addresses and ports.',
    example:
      'Requests for /images go to a static-content pool while /api requests go to application servers.',
    source: 'https://learn.microsoft.com/en-us/azure/application-gateway/overview',
  },
  {
    skill: 'Object-oriented programming',
    name: 'Encapsulation',
    definition:
      'Bundling data with the methods that operate on it and hiding internal state, so other code works with the object only through a defined interface.',
    example:
      'A BankAccount class keeps its balance private and exposes deposit and withdraw methods that reject invalid amounts.',
    source: 'https://docs.python.org/3/tutorial/classes.html',
  },
  {
    skill: 'Object-oriented programming',
    name: 'Polymorphism',
    definition:
      'The ability of objects of different classes to respond to the same method call in their own way, so code can treat them through a common interface.',
    example:
      'A drawing loop calls area() on circles and squares alike, and each shape computes it with its own formula.',
    source: 'https://docs.python.org/3/tutorial/classes.html',
  },
  {
    skill: 'Performance tuning',
    name: 'Execution plan',
    definition:
      'The sequence of operations, such as scans, seeks and joins, that the database engine chose to run a query, inspected to find its most costly steps.',
    example: 'A DBA sees a full table scan on a large table in a slow query and adds a suitable index.',
    source:
      'https://learn.microsoft.com/en-us/sql/relational-databases/performance/display-and-save-execution-plans',
  },
  {
    skill: 'Performance tuning',
    name: 'Covering index',
    definition:
      'An index that contains every column a query needs, so the engine can answer the query from the index alone without reading the base table.',
    example:
      'Adding the email and status columns to an index on customer_id lets the lookup query skip the table entirely.',
    source:
      'https://learn.microsoft.com/en-us/sql/relational-databases/performance/display-and-save-execution-plans',
  },
  {
    skill: 'SD-WAN',
    name: 'Application-aware routing',
    definition:
      "Choosing which WAN link carries each application's traffic based on policy and on measured link quality such as latency, jitter and packet loss.",
    example:
      'Video calls move from a congested broadband link to the LTE link when jitter on broadband exceeds the configured limit.',
    source: 'https://docs.fortinet.com/',
  },
  {
    skill: 'SD-WAN',
    name: 'Overlay network',
    definition:
      'A virtual network of encrypted tunnels built on top of physical transport links such as internet or MPLS circuits, managed as one fabric.',
    example:
      'Branch offices reach headquarters through IPsec tunnels that run over whichever internet circuits each branch has.',
    source: 'https://docs.fortinet.com/',
  },
  {
    skill: 'Streams',
    name: 'Intermediate operation',
    definition:
      'A pipeline step such as filter or map that returns a new stream and runs lazily, doing no work until the pipeline is consumed.',
    example:
      'A call chain filters orders by status and maps them to totals, but nothing is evaluated until the results are collected.',
    source:
      'https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/util/stream/package-summary.html',
  },
  {
    skill: 'Streams',
    name: 'Terminal operation',
    definition:
      'A pipeline step such as collect, forEach or count that triggers processing and produces a result or side effect, after which the stream cannot be reused.',
    example:
      'Calling count() at the end of a filter chain runs the pipeline and returns how many orders are overdue.',
    source:
      'https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/util/stream/package-summary.html',
  },
  {
    skill: 'Ad formats',
    name: 'Carousel ad',
    definition: 'An ad unit showing several swipeable images or videos, each with its own headline and link.',
    example:
      'A furniture shop shows five products side by side in one ad, each linking to its own product page.',
    source: 'https://www.facebook.com/business/ads-guide',
  },
  {
    skill: 'Ad formats',
    name: 'Collection ad',
    definition:
      'A mobile ad pairing a cover image or video with product images below it, which opens a full-screen instant experience when tapped.',
    example:
      "A fashion brand's ad shows a short video above four items, and tapping it opens a browsable catalogue view.",
    source: 'https://www.facebook.com/business/ads-guide',
  },
  {
    skill: 'Agile leadership',
    name: 'Servant leadership',
    definition:
      'A leadership style focused on serving the team by removing obstacles, supporting growth and enabling decisions, rather than directing work by command.',
    example: 'A manager clears a procurement blocker and lets the team decide how to split the work.',
    source: 'https://www.scrum.org/',
  },
  {
    skill: 'Agile leadership',
    name: 'Psychological safety',
    definition:
      'A shared belief within a team that people can raise ideas, questions, concerns or mistakes without fear of punishment or humiliation.',
    example:
      'A junior developer openly reports breaking the build in the retrospective, and the team focuses on fixing the process.',
    source: 'https://www.scrum.org/',
  },
  {
    skill: 'Alerting',
    name: 'Alerting rule',
    definition:
      'A query-based condition evaluated on a schedule that fires when its expression returns results, optionally only after staying true for a set duration.',
    example:
      'A rule fires when the error rate of the checkout service stays above five percent for ten minutes.',
    source: 'https://prometheus.io/docs/prometheus/latest/configuration/alerting_rules/',
  },
  {
    skill: 'Alerting',
    name: 'Inhibition',
    definition:
      'Suppressing notifications for some alerts while another related alert is already firing, such as muting per-service alerts when their whole cluster is down.',
    example:
      'When a data-centre network alert fires, the many individual host-down alerts behind it are not paged.',
    source: 'https://prometheus.io/docs/alerting/latest/alertmanager/',
  },
  {
    skill: 'Application security',
    name: 'Injection',
    definition:
      'A flaw where untrusted input is passed to an interpreter as part of a command or query, letting an attacker change what gets executed.',
    example:
      "A login form that builds its query by string concatenation lets an attacker log in by typing ' OR '1'='1.",
    source: 'https://owasp.org/www-project-top-ten/',
  },
  {
    skill: 'Application security',
    name: 'Parameterized query',
    definition:
      'A database call where the statement text and the user-supplied values are sent separately, so input is always treated as data and never as code.',
    example:
      'The developer rewrites the search endpoint to use placeholders, so quotes typed by users no longer alter the statement.',
    source: 'https://cheatsheetseries.owasp.org/',
  },
  {
    skill: 'Audience strategy',
    name: 'Remarketing',
    definition:
      'Showing ads to people who previously interacted with a business, for example by visiting its website or watching its videos.',
    example:
      'People who left items in their cart see a reminder ad for those items while browsing other sites.',
    source: 'https://support.google.com/google-ads/',
  },
  {
    skill: 'Audience strategy',
    name: 'Lookalike audience',
    definition:
      'An audience the ad platform builds from people who share characteristics with a source list, such as existing customers, to reach new likely buyers.',
    example:
      'A subscription app uploads its best customers as a seed and targets new people who resemble them.',
    source: 'https://www.facebook.com/business/help',
  },
  {
    skill: 'Business Central',
    name: 'Posting group',
    definition:
      'A setup that links customers, vendors, items or other records to the general ledger accounts their transactions post to.',
    example:
      'Sales to domestic customers post to one receivables account and sales to foreign customers to another.',
    source: 'https://learn.microsoft.com/en-us/dynamics365/business-central/',
  },
  {
    skill: 'Business Central',
    name: 'General journal',
    definition:
      'A worksheet where entries such as payments or adjustments are prepared and checked before being posted to the ledgers.',
    example: 'An accountant enters month-end accruals, reviews the lines, and then posts them in one batch.',
    source: 'https://learn.microsoft.com/en-us/dynamics365/business-central/',
  },
  {
    skill: 'Cloud basics',
    name: 'Rapid elasticity',
    definition:
      'The ability to provision and release capacity quickly, often automatically, so that resources track demand.',
    example: 'A ticketing site adds web servers during a sale and removes them once traffic drops.',
    source: 'https://csrc.nist.gov/pubs/sp/800/145/final',
  },
  {
    skill: 'Cloud basics',
    name: 'Infrastructure as a service',
    definition:
      'A cloud service model where the provider supplies virtual machines, storage and networks while the customer manages operating systems and applications.',
    example: 'A team rents virtual servers, installs its own Linux distribution and patches it itself.',
    source: 'https://csrc.nist.gov/pubs/sp/800/145/final',
  },
  {
    skill: 'Convolutional neural networks',
    name: 'Convolution kernel',
    definition:
      'A small grid of learned weights slid across an image, computing a weighted sum at each position to detect a local pattern such as an edge.',
    example:
      'Early in training, one of these learns to respond strongly to vertical edges in photos of buildings.',
    source: 'https://www.kaggle.com/learn/computer-vision',
  },
  {
    skill: 'Convolutional neural networks',
    name: 'Pooling layer',
    definition:
      'A downsampling step that summarizes each small region of a feature map, for example by keeping its maximum, shrinking it and adding tolerance to small shifts.',
    example:
      'After each convolution block, a 2x2 maximum step halves the width and height of the feature maps.',
    source: 'https://www.kaggle.com/learn/computer-vision',
  },
  {
    skill: 'Data lifecycle',
    name: 'Retention period',
    definition:
      'The length of time data is kept to meet legal, contractual or business needs, after which it is deleted or anonymized.',
    example:
      'Support chat transcripts are removed automatically once the period set in the company policy has passed.',
    source: 'https://www.nist.gov/privacy-framework',
  },
  {
    skill: 'Data lifecycle',
    name: 'Media sanitization',
    definition:
      'Making data on storage media unrecoverable at the end of its use, by overwriting, cryptographic erasure or physical destruction.',
    example:
      'Before old laptops are resold, their drives are cryptographically erased and the erasure is recorded.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'DataWorks',
    name: 'Node dependency',
    definition:
      'A link between tasks in a DataWorks workflow so that a task runs only after its upstream tasks have succeeded in the same scheduling cycle.',
    example: 'The daily report node waits until the nodes that load orders and customers have both finished.',
    source: 'https://www.alibabacloud.com/help/en/dataworks/',
  },
  {
    skill: 'DataWorks',
    name: 'Data Integration',
    definition:
      'The DataWorks module that synchronizes data between sources such as relational databases, object storage and MaxCompute through batch or real-time sync tasks.',
    example: "A sync task copies yesterday's rows from a MySQL database into a MaxCompute table every night.",
    source: 'https://www.alibabacloud.com/help/en/dataworks/',
  },
  {
    skill: 'Diffusion models',
    name: 'Forward process',
    definition:
      'Gradually adding Gaussian noise to training images over many steps until they become nearly pure noise, creating the targets a model learns to reverse.',
    example:
      'During training, a photo is noised to a random timestep and the network learns to predict the noise that was added.',
    source: 'https://huggingface.co/docs/diffusers/index',
  },
  {
    skill: 'Diffusion models',
    name: 'Noise scheduler',
    definition:
      'The component that sets how much noise exists at each timestep and how each denoising step updates the sample during generation.',
    example:
      'Swapping to a different one lets the same trained model produce images in fewer denoising steps.',
    source: 'https://huggingface.co/docs/diffusers/index',
  },
  {
    skill: 'Embeddings',
    name: 'Embedding space',
    definition:
      'A lower-dimensional vector space where items such as words or products are placed so that similar items end up close together.',
    example: 'Movies liked by the same viewers end up near each other, so neighbours can be recommended.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Embeddings',
    name: 'Cosine similarity',
    definition:
      'A measure of how alike two vectors are based on the angle between them, ignoring their lengths.',
    example:
      'A retrieval system ranks document chunks by this score against the query vector and keeps the top matches.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Feature engineering',
    name: 'Feature cross',
    definition:
      'A new feature formed by combining two or more features, such as latitude with longitude, so a model can learn their interaction.',
    example:
      'A price model combines neighbourhood and property type, since a flat downtown behaves unlike a flat in the suburbs.',
    source: 'https://www.kaggle.com/learn/feature-engineering',
  },
  {
    skill: 'Feature engineering',
    name: 'Target encoding',
    definition:
      'Replacing each category with a statistic of the target, such as the mean outcome for that category, computed on training data only to avoid leakage.',
    example:
      'Each of thousands of zip codes is replaced by the average sale price observed for that zip code in the training set.',
    source: 'https://www.kaggle.com/learn/feature-engineering',
  },
  {
    skill: 'FortiGate',
    name: 'Firewall policy',
    definition:
      'An ordered rule that matches traffic by incoming and outgoing interface, source, destination, service and schedule, and decides whether to accept or deny it.',
    example:
      'An entry allows the LAN interface to reach the WAN for web traffic and applies antivirus inspection.',
    source: 'https://docs.fortinet.com/product/fortigate',
  },
  {
    skill: 'FortiGate',
    name: 'Virtual domain',
    definition:
      'A partition of one FortiGate into independent virtual firewalls, each with its own interfaces, policies and routing.',
    example:
      'A service provider gives two customers separate partitions of one appliance so their policies never mix.',
    source: 'https://docs.fortinet.com/product/fortigate',
  },
  {
    skill: 'GPU kernels',
    name: 'Execution configuration',
    definition:
      'The grid and block dimensions given when launching GPU work, setting how many threads run per block and how many blocks run in total.',
    example:
      'To process a million elements, a developer launches blocks of 256 threads and enough blocks to cover every element.',
    source: 'https://docs.nvidia.com/cuda/cuda-c-programming-guide/',
  },
  {
    skill: 'GPU kernels',
    name: 'Thread block',
    definition:
      'A group of GPU threads scheduled on the same multiprocessor that can share fast on-chip memory and synchronize with one another.',
    example:
      'Threads in one group load a tile of a matrix into shared memory, wait for each other, then compute partial products.',
    source: 'https://docs.nvidia.com/cuda/cuda-c-programming-guide/',
  },
  {
    skill: 'IT governance',
    name: 'Evaluate, Direct, Monitor',
    definition:
      "The governing body's cycle of assessing stakeholder needs, setting direction through priorities and decisions, and checking performance and compliance.",
    example:
      'The board reviews IT investment proposals, approves a cloud-first priority, and tracks quarterly benefit reports.',
    source: 'https://www.isaca.org/resources/cobit',
  },
  {
    skill: 'IT governance',
    name: 'RACI chart',
    definition:
      'A matrix that states, for each activity, who is Responsible, Accountable, Consulted and Informed.',
    example:
      'For patch management, operations does the work, the IT director answers for it and security is consulted.',
    source: 'https://www.isaca.org/resources/cobit',
  },
  {
    skill: 'Macros',
    name: 'Search macro',
    definition:
      'A reusable chunk of Splunk search language saved under a name, optionally with arguments, and inserted into searches by wrapping its name in backticks.',
    example:
      'Analysts type a short named snippet instead of repeating the same long index and sourcetype filter in every query.',
    source: 'https://docs.splunk.com/Documentation/Splunk',
  },
  {
    skill: 'Macros',
    name: 'Batch macro',
    definition:
      'An Alteryx workflow packaged to run once for each group or value from a control input, with the results of all runs combined into one output.',
    example:
      'A report workflow runs separately for each region listed in a control file and unions the outputs.',
    source: 'https://help.alteryx.com/',
  },
  {
    skill: 'Network security fundamentals',
    name: 'Defense in depth',
    definition:
      'Layering several independent security controls so that if one fails, the others still protect the asset.',
    example:
      'A server is protected by a perimeter firewall, host firewall, endpoint protection and strict access control.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'Network security fundamentals',
    name: 'Network segmentation',
    definition:
      'Dividing a network into separate zones with controlled traffic between them, limiting how far an attacker or malware can spread.',
    example: 'Payment terminals sit in their own zone that only the payment gateway may reach.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'Panorama',
    name: 'Device group',
    definition:
      'A Panorama container of firewalls that share policies and objects, arranged in a hierarchy where lower levels inherit from higher ones.',
    example:
      'All branch firewalls belong to one container that pushes the same security rules to every branch.',
    source: 'https://docs.paloaltonetworks.com/panorama',
  },
  {
    skill: 'Panorama',
    name: 'Template stack',
    definition:
      'A combination of several Panorama templates applied to firewalls to supply network and device settings such as interfaces, zones and server profiles.',
    example:
      'Branch firewalls get a common base of DNS and logging settings plus a layer with region-specific interfaces.',
    source: 'https://docs.paloaltonetworks.com/panorama',
  },
  {
    skill: 'Playbooks',
    name: 'Idempotency',
    definition:
      'The property that running the same automation repeatedly leaves the system in the same final state, changing things only when they differ from the desired state.',
    example:
      'Running the web server automation a second time reports no changes because the package and config are already in place.',
    source: 'https://docs.ansible.com/ansible/latest/playbook_guide/playbooks_intro.html',
  },
  {
    skill: 'Playbooks',
    name: 'Handler',
    definition:
      'A task that runs only when notified by another task that reported a change, typically to restart a service after its configuration changes.',
    example:
      'The nginx service restarts only on runs where the template task actually changed the configuration file.',
    source: 'https://docs.ansible.com/ansible/latest/playbook_guide/playbooks_intro.html',
  },
  {
    skill: 'Resource management',
    name: 'Resource leveling',
    definition:
      'Adjusting a project schedule so no resource is assigned more work than it can handle at once, often by delaying tasks that have float.',
    example:
      'A tester booked on two tasks in the same week has one task moved later, extending the schedule slightly.',
    source: 'https://www.comptia.org/certifications/project',
  },
  {
    skill: 'Resource management',
    name: 'Reservation',
    definition:
      'In vSphere, a guaranteed minimum amount of CPU or memory that a virtual machine or resource pool always receives, even under contention.',
    example:
      'The production database VM is guaranteed its memory even when the host is busy with test workloads.',
    source:
      'https://developer.broadcom.com/xapis/vsphere-automation-api/latest/vcenter/data-structures/ResourcePool_ResourceAllocationInfo',
  },
  {
    skill: 'Security controls',
    name: 'Compensating control',
    definition:
      'An alternative safeguard used when a required control cannot be implemented, providing comparable risk reduction.',
    example:
      'A legacy system that cannot support MFA is isolated on its own network with tightly restricted access instead.',
    source: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final',
  },
  {
    skill: 'Security controls',
    name: 'Administrative control',
    definition:
      'A safeguard implemented through policies, procedures, training or personnel practices rather than technology or physical barriers.',
    example:
      'All staff must complete security awareness training and accept the acceptable-use policy before getting accounts.',
    source: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final',
  },
  {
    skill: 'Social media strategy',
    name: 'Engagement rate',
    definition:
      'The share of people who interact with a post through likes, comments, shares or clicks, relative to its reach or the follower count.',
    example:
      'Short how-to videos earn far more interactions per view than product photos, so the team makes more of them.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'Social media strategy',
    name: 'Content calendar',
    definition:
      'A schedule that plans what will be posted, on which channel and when, aligned with campaigns and audience habits.',
    example:
      'The team plans a month of posts ahead, with launch content on the days the audience is most active.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'User roles',
    name: 'Role-based access control',
    definition:
      'Granting permissions to roles rather than to individuals, and giving users access by assigning them the roles that match their job.',
    example:
      'New analysts get the analyst role and automatically receive read access to dashboards but not admin settings.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'User roles',
    name: 'Least privilege',
    definition: 'Giving each user or process only the access needed for its task and nothing more.',
    example: 'A reporting account can read the sales tables but cannot modify or delete any data.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: '.gitlab-ci.yml',
    name: 'stages',
    definition:
      "The keyword listing a pipeline's ordered phases; jobs in the same phase can run in parallel, and the next phase starts only after they succeed.",
    example:
      'The file defines build, test and deploy, so deployment starts only after every test job passes.',
    source: 'https://docs.gitlab.com/ee/ci/yaml/',
  },
  {
    skill: '.gitlab-ci.yml',
    name: 'rules',
    definition:
      'A job keyword listing conditions, such as branch name or changed files, evaluated in order to decide whether the job is added to a pipeline.',
    example:
      'A deploy job is added only for pipelines on the default branch, and skipped for merge request pipelines.',
    source: 'https://docs.gitlab.com/ee/ci/yaml/',
  },
  {
    skill: '2D drafting',
    name: 'Layer',
    definition:
      'A named property set with its own colour, linetype and visibility, used to organize objects such as walls, dimensions or text so they can be controlled together.',
    example:
      'A drafter turns off the furniture objects to print a clean floor plan showing only walls and doors.',
    source: 'https://help.autodesk.com/',
  },
  {
    skill: '2D drafting',
    name: 'Paper space',
    definition:
      'The layout environment where sheets are set up for printing, with viewports showing the drawing at chosen scales alongside title blocks and notes.',
    example:
      'A sheet shows the full plan at one scale and a detail of the stair at a larger scale, both in viewports.',
    source: 'https://help.autodesk.com/',
  },
  {
    skill: 'ABAP Cloud',
    name: 'CDS view entity',
    definition:
      'A data model defined with ABAP Core Data Services that describes a view over database tables, with associations, annotations and calculated fields.',
    example:
      'A developer models sales orders with an association to their items and exposes both to a service.',
    source: 'https://help.sap.com/',
  },
  {
    skill: 'ABAP Cloud',
    name: 'Released API',
    definition:
      'An SAP-delivered object explicitly marked as stable for customer use; cloud-ready code may only call objects with this status, which syntax checks enforce.',
    example:
      'A syntax check rejects a direct read of an internal SAP table, so the developer switches to the stable interface view offered instead.',
    source: 'https://help.sap.com/',
  },
  {
    skill: 'Access management',
    name: 'Repository role',
    definition:
      'A permission level, such as read, write or admin, or a custom one, granted to people or teams on a repository.',
    example: 'Contractors get triage rights so they can label issues but cannot push code.',
    source: 'https://docs.github.com/en/organizations',
  },
  {
    skill: 'Access management',
    name: 'Team',
    definition:
      'A group of organization members that can be granted repository access together and mentioned as a unit, and can be nested under a parent group.',
    example: 'Adding a new hire to the backend group gives her access to all of its repositories at once.',
    source: 'https://docs.github.com/en/organizations',
  },
  {
    skill: 'Active Directory security',
    name: 'Kerberoasting',
    definition:
      "An attack where a domain user requests service tickets for accounts that have service principal names and cracks them offline to recover those accounts' passwords.",
    example:
      'An analyst spots one workstation requesting tickets for dozens of service accounts within a minute.',
    source: 'https://attack.mitre.org/techniques/T1558/003/',
  },
  {
    skill: 'Active Directory security',
    name: 'Pass-the-hash',
    definition:
      'Authenticating as a user by presenting a stolen NTLM hash of their password, without ever knowing the plaintext password.',
    example:
      "An attacker dumps a local admin's hash from one PC and uses it to log in to other PCs sharing that password.",
    source: 'https://attack.mitre.org/techniques/T1550/002/',
  },
  {
    skill: 'Adobe Commerce',
    name: 'Plugin (interceptor)',
    definition:
      'A class that changes the behaviour of a public method of another class by running code before, after or around it, without editing that class.',
    example: 'A module adjusts the result of the product price getter to apply a loyalty discount.',
    source: 'https://developer.adobe.com/commerce/php/',
  },
  {
    skill: 'Adobe Commerce',
    name: 'Event observer',
    definition:
      'A class that runs in response to a dispatched event, such as an order being placed, letting a module react without modifying core code.',
    example:
      'After checkout, custom code sends the order to an external warehouse system when the order-placed event fires.',
    source: 'https://developer.adobe.com/commerce/php/',
  },
  {
    skill: 'Advanced BGP',
    name: 'Route reflector',
    definition:
      'A router allowed to re-advertise routes learned from internal peers to other internal peers, removing the need for a full mesh inside an autonomous system.',
    example: 'Fifty edge routers each peer with two central routers instead of with every other edge router.',
    source: 'https://www.rfc-editor.org/rfc/rfc4456',
  },
  {
    skill: 'Advanced BGP',
    name: 'Community attribute',
    definition:
      'A tag attached to routes so routers can group them and apply policy, such as setting preference or limiting propagation, based on the tag.',
    example:
      'A customer tags its backup prefixes so the provider automatically lowers their local preference.',
    source: 'https://www.rfc-editor.org/rfc/rfc1997',
  },
  {
    skill: 'Advanced penetration testing',
    name: 'Pivoting',
    definition:
      "Using a compromised host as a relay to reach and attack systems that are not directly reachable from the tester's original position.",
    example:
      'After compromising a web server in the DMZ, the tester routes scans through it to reach the internal database subnet.',
    source: 'https://csrc.nist.gov/pubs/sp/800/115/final',
  },
  {
    skill: 'Advanced penetration testing',
    name: 'Privilege escalation',
    definition:
      'Gaining higher permissions than first obtained on a system, such as moving from a standard user to administrator or root, by exploiting flaws or misconfigurations.',
    example:
      'A tester with a low-privilege shell abuses a writable service binary to run commands as SYSTEM.',
    source: 'https://attack.mitre.org/tactics/TA0004/',
  },
  {
    skill: 'Agile',
    name: 'Sprint',
    definition:
      'A fixed-length period of one month or less in which a Scrum team turns selected work into a usable increment.',
    example:
      'Every two weeks the team demonstrates working features and plans the next fixed period of work.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  {
    skill: 'Agile',
    name: 'Product backlog',
    definition:
      'An ordered, evolving list of what is needed to improve the product, serving as the single source of work for the Scrum team.',
    example:
      'The product owner moves an urgent compliance item to the top of the ordered list before planning.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  {
    skill: 'Agile transformation',
    name: 'Cross-functional team',
    definition:
      'A team that has all the skills needed to turn an idea into a working, releasable result without handing work off to other groups.',
    example: 'Designers, developers and testers sit in one team that ships a feature end to end.',
    source: 'https://scrumguides.org/scrum-guide.html',
  },
  {
    skill: 'Agile transformation',
    name: 'Organizational impediment',
    definition:
      "An obstacle beyond a single team's control, such as approval chains or siloed departments, that slows delivery and needs management action to remove.",
    example:
      'Every release waits on a monthly change board, so leadership replaces it with automated checks.',
    source: 'https://www.scrumalliance.org/',
  },
  {
    skill: 'AI fundamentals',
    name: 'Supervised learning',
    definition:
      'Training a model on examples that come with known correct answers, so it learns to predict those answers for new inputs.',
    example:
      'A model learns to flag spam from thousands of emails that people already marked as spam or not spam.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'AI fundamentals',
    name: 'Unsupervised learning',
    definition:
      'Finding structure, such as clusters, in data that has no labels, without being told the right answers.',
    example: 'A retailer groups shoppers by purchase patterns without defining the groups in advance.',
    source: 'https://developers.google.com/machine-learning/crash-course',
  },
  {
    skill: 'Alignments and profiles',
    name: 'Horizontal alignment',
    definition:
      'The plan-view path of a road or corridor centreline, made of tangents, curves and spirals and stationed along its length.',
    example: "A designer lays out a new access road's centreline with two curves to avoid a wetland.",
    source: 'https://help.autodesk.com/',
  },
  {
    skill: 'Alignments and profiles',
    name: 'Vertical profile',
    definition:
      "A representation of elevations along a centreline's stations, showing existing ground and the designed grades and vertical curves.",
    example:
      'The engineer adds a crest curve so the design grade stays within limits where the road crosses a hill.',
    source: 'https://help.autodesk.com/',
  },
  {
    skill: 'Amazon Kinesis',
    name: 'Shard',
    definition:
      'A unit of capacity in a Kinesis data stream that holds an ordered sequence of records and provides a fixed read and write throughput.',
    example:
      "When click events outgrow the stream's capacity, the team splits its capacity units to double throughput.",
    source: 'https://docs.aws.amazon.com/streams/latest/dev/introduction.html',
  },
  {
    skill: 'Amazon Kinesis',
    name: 'Partition key',
    definition:
      'A value sent with each record that the stream hashes to decide where the record is stored, keeping records with the same value together and in order.',
    example: "Using the user ID for this value keeps each user's events in order for the consumer.",
    source: 'https://docs.aws.amazon.com/streams/latest/dev/introduction.html',
  },
  {
    skill: 'Ansible Automation Platform',
    name: 'Execution environment',
    definition:
      'A container image bundling ansible-core, Python dependencies and collections, used to run automation consistently on any machine.',
    example:
      'The team builds one image with the cloud collections it needs so jobs behave the same on laptops and in the controller.',
    source: 'https://docs.redhat.com/en/documentation/red_hat_ansible_automation_platform/',
  },
  {
    skill: 'Ansible Automation Platform',
    name: 'Job template',
    definition:
      'A saved definition in automation controller that combines a playbook, inventory, credentials and settings so the job can be launched repeatedly or on a schedule.',
    example:
      'Operators click launch on a saved patching definition instead of typing the playbook command by hand.',
    source: 'https://docs.redhat.com/en/documentation/red_hat_ansible_automation_platform/',
  },
  {
    skill: 'Anypoint Platform',
    name: 'API-led connectivity',
    definition:
      'An approach that organizes integrations into system, process and experience APIs, with each reusable layer building on the one below.',
    example:
      'A mobile app calls an experience API that uses an order process API, which in turn calls ERP and CRM system APIs.',
    source: 'https://docs.mulesoft.com/',
  },
  {
    skill: 'Anypoint Platform',
    name: 'DataWeave',
    definition:
      "MuleSoft's expression language for transforming data between formats such as JSON, XML and CSV inside Mule applications.",
    example:
      'A flow converts an XML purchase order from a partner into the JSON structure the internal API expects.',
    source: 'https://docs.mulesoft.com/',
  },
  {
    skill: 'App management',
    name: 'App protection policy',
    definition:
      'Rules that protect organization data inside specific apps, such as blocking copy and paste into personal apps, even on devices that are not enrolled.',
    example:
      'Employees can read work email on personal phones, but cannot save attachments to personal cloud storage.',
    source: 'https://learn.microsoft.com/en-us/mem/intune/',
  },
  {
    skill: 'App management',
    name: 'Required assignment',
    definition:
      'An app deployment intent that installs the app automatically on targeted users or devices instead of offering it for optional install.',
    example: 'Every sales laptop receives the CRM client without users having to open the company portal.',
    source: 'https://learn.microsoft.com/en-us/mem/intune/',
  },
  {
    skill: 'Apple Business Manager',
    name: 'Automated Device Enrollment',
    definition:
      'Assigning organization-owned Apple devices to an MDM server so they enroll automatically during setup and can be supervised.',
    example:
      'A new hire unboxes a laptop, connects to Wi-Fi and it configures itself with company settings and apps.',
    source: 'https://support.apple.com/guide/apple-business-manager/welcome/web',
  },
  {
    skill: 'Apple Business Manager',
    name: 'Managed Apple Account',
    definition:
      "An identity for Apple services that the organization creates, owns and controls for an employee's work use.",
    example: "IT resets a departed employee's organization-controlled account and reassigns the work data.",
    source: 'https://support.apple.com/guide/apple-business-manager/welcome/web',
  },
  {
    skill: 'ApsaraDB RDS',
    name: 'Read-only instance',
    definition:
      'An additional database instance that replicates from the primary and serves only queries, used to offload read traffic.',
    example:
      'Reporting queries are pointed at a replica so heavy reports no longer slow down order processing.',
    source: 'https://www.alibabacloud.com/help/en/rds/',
  },
  {
    skill: 'ApsaraDB RDS',
    name: 'High-availability instance',
    definition:
      'A deployment where a standby copy of the database is kept in sync with the primary and takes over automatically if the primary fails.',
    example:
      "When the primary node's host fails, the standby is promoted and the application reconnects to the same endpoint.",
    source: 'https://www.alibabacloud.com/help/en/rds/',
  },
  {
    skill: 'Asynchronous JavaScript',
    name: 'Promise',
    definition:
      'An object representing the eventual success or failure of an asynchronous operation, to which handlers are attached with then and catch.',
    example:
      'fetch() returns one immediately, and the code uses then() to read the response once it arrives.',
    source: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise',
  },
  {
    skill: 'Asynchronous JavaScript',
    name: 'Event loop',
    definition:
      'The mechanism that runs queued callbacks one at a time whenever the call stack is empty, letting single-threaded code handle I/O without blocking.',
    example:
      'A Node.js server keeps accepting requests while earlier file reads complete and their callbacks run later.',
    source: 'https://nodejs.org/en/learn/asynchronous-work/event-loop-timers-and-nexttick',
  },
  {
    skill: 'Audiences',
    name: 'Membership duration',
    definition:
      'The length of time a user stays in a defined group after meeting its conditions, unless they qualify again.',
    example:
      'Users who viewed pricing stay in the remarketing group for a month after their last qualifying visit.',
    source: 'https://support.google.com/analytics/',
  },
  {
    skill: 'Audiences',
    name: 'Predictive audience',
    definition:
      'A user group defined from model-predicted metrics, such as the likelihood to purchase soon, rather than from past behaviour alone.',
    example: 'A shop targets users whom the analytics model rates as likely to buy in the coming days.',
    source: 'https://support.google.com/analytics/',
  },
  {
    skill: 'Authentication and RBAC',
    name: 'RoleBinding',
    definition:
      'An object that grants the permissions defined in a role to users, groups or service accounts within one namespace.',
    example: 'A developer group gets edit rights in the team-a project only, not in any other namespace.',
    source: 'https://kubernetes.io/docs/reference/access-authn-authz/rbac/',
  },
  {
    skill: 'Authentication and RBAC',
    name: 'ClusterRole',
    definition:
      'A set of permission rules not tied to a namespace, usable cluster-wide or reused in many namespaces through bindings.',
    example: "A read-only view rule set is defined once and bound separately in each team's namespace.",
    source: 'https://kubernetes.io/docs/reference/access-authn-authz/rbac/',
  },
  {
    skill: 'Automation assessment',
    name: 'Automation potential',
    definition:
      'An estimate of how much of a process can be automated, based on factors such as rule-based steps, structured inputs and process stability.',
    example:
      'Invoice entry scores high because inputs are digital and rules are clear, while exception handling scores low.',
    source: 'https://docs.uipath.com/',
  },
  {
    skill: 'Automation assessment',
    name: 'Process Definition Document',
    definition:
      'A document describing the current process step by step, with screenshots, business rules and exceptions, used as the basis for building an automation.',
    example:
      'Before development starts, the analyst records every click and decision in the vendor onboarding process.',
    source: 'https://docs.uipath.com/',
  },
  {
    skill: 'AWS and Azure integration',
    name: 'SDN connector',
    definition:
      'A FortiGate integration that reads resource metadata from a cloud platform so address objects follow changing IP addresses through tags or other attributes.',
    example:
      'A policy allowing the web tier keeps working as instances tagged web scale out, without editing addresses.',
    source: 'https://docs.fortinet.com/',
  },
  {
    skill: 'AWS and Azure integration',
    name: 'Gateway Load Balancer',
    definition:
      'An AWS load balancer that transparently sends traffic through a fleet of third-party virtual appliances, using GENEVE encapsulation, for inspection.',
    example:
      'Traffic entering a VPC passes through a scaled group of firewall VMs before reaching the application.',
    source: 'https://docs.aws.amazon.com/elasticloadbalancing/latest/gateway/introduction.html',
  },
  {
    skill: 'Azure DevOps',
    name: 'Service connection',
    definition:
      'A stored, secured link from a project to an external service, such as a cloud subscription or container registry, that pipelines use without exposing credentials.',
    example:
      'The deployment stage publishes to the production subscription using a link that only approved pipelines may use.',
    source: 'https://learn.microsoft.com/en-us/azure/devops/',
  },
  {
    skill: 'Azure DevOps',
    name: 'Branch policy',
    definition:
      'A rule on a Git branch that requires conditions, such as a minimum number of reviewers or a successful build, before a pull request can complete.',
    example: 'Merges into main are blocked until two reviewers approve and the validation build passes.',
    source: 'https://learn.microsoft.com/en-us/azure/devops/',
  },
  {
    skill: 'B2C Commerce',
    name: 'Cartridge',
    definition:
      "A package of code and data for B2C Commerce; a site's path lists them in order and the first one containing a requested file is used.",
    example:
      'A custom package placed before the base one overrides the product detail template without editing the original.',
    source: 'https://developer.salesforce.com/docs',
  },
  {
    skill: 'B2C Commerce',
    name: 'Controller',
    definition:
      'A server-side script in the Storefront Reference Architecture that handles a URL route and renders a template or returns JSON.',
    example:
      'The Cart-AddProduct route adds an item to the basket and returns the updated mini-cart as JSON.',
    source: 'https://developer.salesforce.com/docs',
  },
  {
    skill: 'Billing',
    name: 'Billing document',
    definition:
      'The record created from deliveries or orders that produces a customer invoice, credit memo or debit memo and posts the revenue to accounting.',
    example:
      'After goods are shipped, an invoice is created from the delivery and the receivable is posted automatically.',
    source: 'https://help.sap.com/',
  },
  {
    skill: 'Billing',
    name: 'Billing due list',
    definition:
      'A worklist of sales documents ready to be invoiced, processed collectively to create many invoices in one run.',
    example:
      'Each evening a job processes all shipped deliveries from the day and creates their invoices together.',
    source: 'https://help.sap.com/',
  },
  {
    skill: 'Boot process',
    name: 'Boot loader',
    definition:
      'The program started by firmware that loads the kernel and initial RAM disk and passes kernel parameters, often showing a menu of entries.',
    example: 'An admin edits the kernel command line at the GRUB menu to boot into a rescue mode.',
    source: 'https://man7.org/linux/man-pages/man7/bootup.7.html',
  },
  {
    skill: 'Boot process',
    name: 'systemd target',
    definition:
      'A unit that groups other units to define a system state, such as multi-user text mode or a graphical desktop, which the system boots into.',
    example: 'A server is set to boot into multi-user mode so no desktop environment is started.',
    source: 'https://man7.org/linux/man-pages/man7/bootup.7.html',
  },
  {
    skill: 'Business requirements',
    name: 'Non-functional requirement',
    definition:
      'A requirement describing how well a system must perform, such as availability, latency or scalability, rather than what it must do.',
    example: 'The bank states that branch connectivity must survive the loss of any single WAN link.',
    source: 'https://learningnetwork.cisco.com/',
  },
  {
    skill: 'Business requirements',
    name: 'Design constraint',
    definition:
      'A limitation the design must respect, such as budget, existing equipment, timelines or regulation, that narrows the possible solutions.',
    example:
      'Because the existing routers must be reused, the designer rules out features they cannot support.',
    source: 'https://learningnetwork.cisco.com/',
  },
  {
    skill: 'Call control',
    name: 'INVITE',
    definition:
      'The SIP request that starts a session, carrying a description of the media the caller proposes.',
    example:
      'When a user dials a colleague, the phone sends this request to the call server with its supported codecs.',
    source: 'https://www.rfc-editor.org/rfc/rfc3261',
  },
  {
    skill: 'Call control',
    name: 'Dial plan',
    definition:
      'The set of rules that decides how dialed numbers are interpreted, transformed and routed to destinations or gateways.',
    example: 'Calls to numbers starting with 9 have the prefix stripped and are sent to the PSTN gateway.',
    source: 'https://www.cisco.com/',
  },
  {
    skill: 'Charts',
    name: 'Combo chart',
    definition:
      'A chart showing two or more chart types together, often with a secondary axis, such as columns for revenue and a line for margin.',
    example: 'A finance report plots monthly revenue as bars and profit margin as a line on a second axis.',
    source: 'https://help.tableau.com/',
  },
  {
    skill: 'Charts',
    name: 'Histogram',
    definition:
      'A chart that counts how many values fall into consecutive ranges, called bins, to show the distribution of a numeric field.',
    example:
      'An analyst sees that most delivery times cluster between two and three days, with a long tail of late orders.',
    source: 'https://help.tableau.com/',
  },
  {
    skill: 'Cloud application security',
    name: 'Secrets management',
    definition:
      'Storing credentials such as API keys and passwords in a dedicated, access-controlled service and injecting them at runtime instead of keeping them in code or config files.',
    example:
      'A container reads its database password from a vault at startup, so the password never appears in the repository.',
    source: 'https://cheatsheetseries.owasp.org/',
  },
  {
    skill: 'Cloud application security',
    name: 'Threat modeling',
    definition:
      "A structured analysis of an application's design to identify what could go wrong, who might attack it and which mitigations are needed.",
    example:
      'Before building a file-sharing feature, the team maps data flows and lists spoofing and tampering risks at each boundary.',
    source: 'https://owasp.org/www-community/Threat_Modeling',
  },
  {
    skill: 'Cloud incident response',
    name: 'Forensic snapshot',
    definition:
      'A point-in-time copy of a cloud disk volume taken during an incident to preserve evidence before the instance is changed or terminated.',
    example:
      'Before isolating a compromised VM, responders copy its disk so investigators can analyse it later.',
    source: 'https://docs.aws.amazon.com/security-ir/latest/userguide/operations-conclusion.html',
  },
  {
    skill: 'Cloud incident response',
    name: 'Credential revocation',
    definition:
      'Invalidating and replacing compromised cloud credentials, such as access keys or session tokens, so an attacker can no longer use them.',
    example:
      'After keys leak in a public repository, the team disables them, issues new ones and checks logs for their use.',
    source: 'https://docs.aws.amazon.com/security-ir/latest/userguide/operations-conclusion.html',
  },
  {
    skill: 'Cloud security posture management',
    name: 'Compliance benchmark',
    definition:
      'A published set of configuration recommendations, such as those from CIS, that cloud resources are automatically checked against to report pass or fail.',
    example: 'A scan reports that several accounts fail the recommendation to require MFA for the root user.',
    source: 'https://www.cisecurity.org/cis-benchmarks',
  },
  {
    skill: 'Cloud security posture management',
    name: 'Auto-remediation',
    definition:
      'Automatically correcting a detected cloud misconfiguration, for example making a public storage bucket private, as soon as a policy violation is found.',
    example:
      'A storage bucket opened to the internet by mistake is switched back to private within minutes, and its owner is notified.',
    source: 'https://docs.paloaltonetworks.com/',
  },
  {
    skill: 'Coaching',
    name: 'Open-ended question',
    definition:
      'A question that cannot be answered with yes or no, used by a coach to help people reflect and find their own solutions.',
    example:
      'Instead of suggesting a fix, the Scrum Master asks the team what they think is slowing their reviews.',
    source: 'https://www.scrum.org/',
  },
  {
    skill: 'Coaching',
    name: 'Mentoring',
    definition:
      "Sharing one's own knowledge and experience to guide someone, offering advice drawn from having done the work before.",
    example:
      'An experienced Scrum Master shows a new colleague how she ran her first retrospectives and what she would change.',
    source: 'https://www.scrum.org/',
  },
  {
    skill: 'Collaboration',
    name: 'Request changes',
    definition:
      'A pull request review outcome giving feedback that must be addressed before merging; where approvals are required, it blocks the merge until resolved.',
    example:
      'A reviewer flags a missing null check, and the author must push a fix before the pull request can merge.',
    source:
      'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/about-pull-request-reviews',
  },
  {
    skill: 'Collaboration',
    name: 'Suggested change',
    definition:
      'A review comment proposing exact replacement lines that the pull request author can apply as a commit directly from the comment.',
    example: 'A reviewer proposes a corrected typo in a docstring and the author accepts it with one click.',
    source:
      'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/reviewing-changes-in-pull-requests/about-pull-request-reviews',
  },
  {
    skill: 'Coordinate reference systems',
    name: 'Geographic coordinate system',
    definition:
      "A system that locates points on Earth's curved surface by latitude and longitude in degrees, such as EPSG:4326.",
    example: 'GPS readings from delivery vans arrive as latitude and longitude pairs in degrees.',
    source: 'https://geopandas.org/en/stable/docs/user_guide/projections.html',
  },
  {
    skill: 'Coordinate reference systems',
    name: 'Projected coordinate system',
    definition:
      "A system that flattens Earth's surface onto a plane with coordinates in linear units such as metres, used for accurate distance and area calculations.",
    example:
      "Before measuring park areas, an analyst converts the city's polygons to a local metre-based system.",
    source: 'https://geopandas.org/en/stable/docs/user_guide/projections.html',
  },
  {
    skill: 'Creating features',
    name: 'Ratio feature',
    definition:
      'A new column computed by dividing one related quantity by another, such as price per square metre, to express a relationship a model may otherwise miss.',
    example:
      'A housing model improves once it receives price divided by floor area instead of only the two raw values.',
    source: 'https://www.kaggle.com/learn/feature-engineering',
  },
  {
    skill: 'Creating features',
    name: 'Group transform',
    definition:
      "A feature that aggregates values across rows sharing a category, such as the average income of each customer's city.",
    example: 'Each customer row gets the mean claim amount of all customers in the same state.',
    source: 'https://www.kaggle.com/learn/feature-engineering',
  },
  {
    skill: 'Customer experience',
    name: 'Customer journey map',
    definition:
      'A visual representation of the stages and touchpoints a customer goes through with a company, including their goals and pain points at each step.',
    example:
      'The team finds that customers get stuck between signing the contract and their first onboarding call.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'Customer experience',
    name: 'Net Promoter Score',
    definition:
      'A loyalty metric based on how likely customers are to recommend a company, calculated as the share of promoters minus the share of detractors.',
    example:
      'After each support case, customers rate from 0 to 10 how likely they are to recommend the company.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'Cybersecurity basics',
    name: 'CIA triad',
    definition:
      'The three core goals of information security: keeping data secret from unauthorized people, keeping it accurate and unaltered, and keeping it available when needed.',
    example:
      'A ransomware attack mainly hits availability, while a leaked database mainly hits confidentiality.',
    source: 'https://www.nist.gov/cyberframework',
  },
  {
    skill: 'Cybersecurity basics',
    name: 'Phishing',
    definition:
      'A social engineering attack that uses fraudulent messages impersonating trusted senders to trick people into revealing credentials or running malware.',
    example:
      'An email that looks like it comes from IT asks staff to re-enter their password on a fake login page.',
    source: 'https://csrc.nist.gov/glossary',
  },
  {
    skill: 'Data import',
    name: 'Import set',
    definition:
      'A staging table in ServiceNow that holds raw data loaded from a source, such as a spreadsheet, before it is mapped into target tables.',
    example:
      'An admin loads a spreadsheet of new laptops, reviews the staged rows, and only then writes them into the asset table.',
    source: 'https://www.servicenow.com/docs/',
  },
  {
    skill: 'Data import',
    name: 'Transform map',
    definition:
      'A set of field mappings and scripts defining how staged rows are written into a target table, including how to match existing records.',
    example: 'Matching on serial number updates laptops that already exist instead of creating duplicates.',
    source: 'https://www.servicenow.com/docs/',
  },
  {
    skill: 'Data science pipelines',
    name: 'Component',
    definition:
      'A self-contained step of an ML workflow, packaged as a container with defined inputs and outputs, that can be reused in several workflows.',
    example: 'The same data-validation step is reused by the churn and the fraud training workflows.',
    source: 'https://www.kubeflow.org/docs/components/pipelines/',
  },
  {
    skill: 'Data science pipelines',
    name: 'Artifact',
    definition:
      'A file or object produced by a workflow step, such as a dataset, trained model or metrics, stored and passed to later steps and kept for lineage.',
    example:
      'The evaluation step reads the trained model file from storage and records its accuracy for comparison.',
    source: 'https://www.kubeflow.org/docs/components/pipelines/',
  },
  {
    skill: 'Deal pipelines',
    name: 'Deal stage',
    definition:
      'A step in a sales process, such as qualified or contract sent, that a deal moves through; each can carry a win probability used in forecasts.',
    example: 'When the customer signs the proposal, the rep moves the deal from negotiation to closed won.',
    source: 'https://knowledge.hubspot.com/',
  },
  {
    skill: 'Deal pipelines',
    name: 'Weighted pipeline',
    definition:
      'The sum of open deal amounts, each multiplied by the win probability of its current step, used as an expected revenue estimate.',
    example:
      'A manager sees that a large early-stage deal counts for only a fraction of its amount in the expected total.',
    source: 'https://knowledge.hubspot.com/',
  },
  {
    skill: 'Dictionaries',
    name: 'Hashable key',
    definition:
      'A lookup value in a Python mapping that must have a stable hash, such as a string, number or tuple of such values; lists cannot be used.',
    example:
      'A program stores distances keyed by (city_a, city_b) tuples because lists would raise a TypeError.',
    source: 'https://docs.python.org/3/tutorial/datastructures.html#dictionaries',
  },
  {
    skill: 'Dictionaries',
    name: 'get() method',
    definition:
      'A mapping method that returns the value for a key, or a default such as None, instead of raising KeyError when the key is missing.',
    example: 'Word counting uses counts.get(word, 0) + 1 so unseen words start at zero.',
    source: 'https://docs.python.org/3/tutorial/datastructures.html#dictionaries',
  },
  {
    skill: 'Distributed firewall',
    name: 'Micro-segmentation',
    definition:
      'Applying fine-grained security policy to individual workloads, so even traffic between machines on the same network segment is filtered.',
    example:
      'Two web servers on the same segment cannot talk to each other, though both may reach the application tier.',
    source:
      'https://developer.broadcom.com/xapis/nsx-t-data-center-global-manager-rest-api/latest/nsx_global_policy_api_single_page.html',
  },
  {
    skill: 'Distributed firewall',
    name: 'Dynamic group',
    definition:
      'A group of workloads whose membership is computed from criteria such as VM name, tag or operating system, so rules follow machines automatically.',
    example:
      'A new VM tagged app-db is automatically covered by the database rules as soon as it is created.',
    source:
      'https://developer.broadcom.com/xapis/nsx-t-data-center-global-manager-rest-api/latest/nsx_global_policy_api_single_page.html',
  },
  {
    skill: 'Embedding and referencing',
    name: 'Embedded document',
    definition:
      'Related data stored inside a parent document as a nested object or array, so it is read together in a single query.',
    example: 'Each blog post keeps its small list of tags and comments inside the post itself.',
    source: 'https://www.mongodb.com/docs/manual/data-modeling/',
  },
  {
    skill: 'Embedding and referencing',
    name: 'Document reference',
    definition:
      'Storing the identifier of a document from another collection instead of its contents, so related data is linked and fetched with a separate query or $lookup.',
    example: "Orders store a customer_id, and the customer's profile lives once in its own collection.",
    source: 'https://www.mongodb.com/docs/manual/data-modeling/',
  },
  {
    skill: 'Ethical hacking basics',
    name: 'Reconnaissance',
    definition:
      'Gathering information about a target, such as domains, staff names and exposed services, before attempting any attack.',
    example: "The tester lists the company's public subdomains and mail servers from DNS and public sources.",
    source: 'https://csrc.nist.gov/pubs/sp/800/115/final',
  },
  {
    skill: 'Ethical hacking basics',
    name: 'Rules of engagement',
    definition:
      "The agreed document defining a test's scope, allowed techniques, timing and contacts, giving the tester written authorization.",
    example:
      'Testing is limited to named IP ranges outside business hours, and social engineering is excluded.',
    source: 'https://csrc.nist.gov/pubs/sp/800/115/final',
  },
  {
    skill: 'Field Service',
    name: 'Service appointment',
    definition:
      'A record of when and where field work will be done and by whom, scheduled against a work order.',
    example:
      "A dispatcher books a technician for a boiler repair on Tuesday morning at the customer's address.",
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'Field Service',
    name: 'Service territory',
    definition:
      'A region or location grouping where mobile workers operate, used to decide which workers can be scheduled for which jobs.',
    example: 'Jobs in the northern district are only offered to technicians who belong to that district.',
    source: 'https://help.salesforce.com/',
  },
  {
    skill: 'Flink',
    name: 'Watermark',
    definition:
      'A marker in an event-time stream declaring that no earlier events are expected, which lets time windows close and emit results despite out-of-order data.',
    example:
      "A five-minute sales window emits its total once the marker passes the window's end, even though some events arrived late.",
    source: 'https://nightlies.apache.org/flink/flink-docs-stable/',
  },
  {
    skill: 'Flink',
    name: 'Checkpoint',
    definition:
      'A periodic consistent snapshot of operator state and stream positions, used to restore a job after failure without losing or double-counting state.',
    example:
      'After a task manager crashes, the job restarts from the last snapshot and resumes reading from the saved offsets.',
    source: 'https://nightlies.apache.org/flink/flink-docs-stable/',
  },
  {
    skill: 'GitHub Pages',
    name: 'Publishing source',
    definition:
      "The branch and folder, or an Actions workflow, from which a site's files are built and published.",
    example: 'A project publishes its documentation from the docs folder of the main branch.',
    source: 'https://docs.github.com/en/pages',
  },
  {
    skill: 'GitHub Pages',
    name: 'Custom domain',
    definition:
      'A domain you own pointed at a hosted site through DNS records, so the site is served under that name instead of the default github.io address.',
    example: 'The team adds a CNAME record so docs.example.org serves their project site.',
    source: 'https://docs.github.com/en/pages',
  },
  {
    skill: "Grover's algorithm",
    name: 'Phase oracle',
    definition:
      'A quantum operation that marks the solution states of a search problem by flipping their phase, without revealing which states they are.',
    example:
      'For a search over three-qubit inputs, the circuit multiplies the amplitude of the input 101 by minus one.',
    source: 'https://quantum.cloud.ibm.com/docs/api/qiskit/0.19/qiskit.aqua.algorithms.Grover',
  },
  {
    skill: "Grover's algorithm",
    name: 'Amplitude amplification',
    definition:
      'The repeated reflection step that raises the probability of measuring marked states, needing a number of rounds proportional to the square root of N for N items.',
    example:
      'After two rounds on a small search space, measuring the qubits returns the marked item most of the time.',
    source: 'https://quantum.cloud.ibm.com/docs/api/qiskit/0.19/qiskit.aqua.algorithms.Grover',
  },
  {
    skill: 'HCP Terraform',
    name: 'Workspace',
    definition:
      "A unit that holds one Terraform configuration's state, variables, run history and settings, typically one per environment.",
    example:
      'The network code has separate staging and production units, each with its own state and variables.',
    source: 'https://developer.hashicorp.com/terraform/cloud-docs',
  },
  {
    skill: 'HCP Terraform',
    name: 'Policy as code',
    definition:
      'Rules written in a policy language and checked automatically against each planned run, blocking or warning on changes that break them.',
    example: 'A run is stopped because the plan would create a storage bucket without encryption.',
    source: 'https://developer.hashicorp.com/terraform/cloud-docs',
  },
  {
    skill: 'Incident analysis',
    name: 'Notable event',
    definition:
      'An event created by a correlation search in Splunk Enterprise Security that flags a potential security issue for analysts to review and track.',
    example:
      'A correlation search for repeated failed logins followed by a success creates an item in the analyst queue.',
    source: 'https://docs.splunk.com/Documentation/Splunk',
  },
  {
    skill: 'Incident analysis',
    name: 'Risk-based alerting',
    definition:
      'Adding risk scores to users or systems each time a detection fires and alerting only when their accumulated risk crosses a threshold, reducing noise.',
    example:
      'Several low-severity detections on one account add up and produce a single alert for the analyst.',
    source: 'https://docs.splunk.com/Documentation/Splunk',
  },
  {
    skill: 'Interaction design',
    name: 'Teleportation',
    definition:
      'A VR movement method where the user points at a destination and is moved there instantly, reducing motion sickness compared with smooth movement.',
    example: 'In a training simulation, users aim at a marked floor spot and instantly appear there.',
    source: 'https://docs.unity3d.com/Manual/index.html',
  },
  {
    skill: 'Interaction design',
    name: 'Direct interaction',
    definition:
      "Touching or grabbing virtual objects with a tracked hand or controller at the object's actual position, rather than pointing at it from a distance.",
    example: 'Users reach out and grab a virtual wrench with the controller to pick it up.',
    source: 'https://docs.unity3d.com/Manual/index.html',
  },
  {
    skill: 'Jira Server administration',
    name: 'Permission scheme',
    definition:
      'A reusable set of rules, attached to projects, stating which users, groups or project roles can browse, create, edit or transition issues.',
    example: 'All finance projects share one configuration that hides their issues from contractors.',
    source: 'https://confluence.atlassian.com/adminjiraserver',
  },
  {
    skill: 'Jira Server administration',
    name: 'Workflow scheme',
    definition: 'A mapping that assigns workflows to issue types within the projects that use it.',
    example:
      'Bugs follow a workflow with a verification step, while tasks in the same project follow a simpler one.',
    source: 'https://confluence.atlassian.com/adminjiraserver',
  },
  {
    skill: 'LangChain',
    name: 'Retriever',
    definition:
      'An interface that returns documents relevant to a text query, often backed by a vector store, for use in retrieval-augmented generation.',
    example:
      'A support bot fetches the most relevant manual sections before asking the model to answer the question.',
    source: 'https://python.langchain.com/',
  },
  {
    skill: 'LangChain',
    name: 'Prompt template',
    definition:
      'A reusable text pattern with placeholders that is filled with input values to build the prompt sent to a language model.',
    example:
      "The same instruction text is filled with each customer's question and product name before every model call.",
    source: 'https://python.langchain.com/',
  },
  {
    skill: 'Malware threats',
    name: 'Trojan horse',
    definition:
      'Malicious software disguised as a legitimate program, which users are tricked into installing and which then performs hidden harmful actions.',
    example: 'A free PDF converter from an untrusted site quietly installs a remote access tool.',
    source: 'https://csrc.nist.gov/pubs/sp/800/83/r1/final',
  },
  {
    skill: 'Malware threats',
    name: 'Worm',
    definition:
      'Malware that copies itself across networks on its own, exploiting vulnerabilities to spread without needing a user to run it.',
    example:
      'An unpatched file-sharing service lets malicious code spread from one server to hundreds overnight.',
    source: 'https://csrc.nist.gov/pubs/sp/800/83/r1/final',
  },
  {
    skill: 'Model interpretation',
    name: 'Permutation importance',
    definition:
      "Measuring how much a model relies on a feature by shuffling that feature's values in validation data and seeing how much performance drops.",
    example:
      'Shuffling the account-age column hurts accuracy far more than shuffling the signup-channel column.',
    source: 'https://www.kaggle.com/learn/machine-learning-explainability',
  },
  {
    skill: 'Model interpretation',
    name: 'SHAP values',
    definition:
      'Numbers that split one prediction into contributions from each feature relative to a baseline, based on cooperative game theory.',
    example:
      'A loan denial is explained by a large negative contribution from debt ratio and a small one from income.',
    source: 'https://www.kaggle.com/learn/machine-learning-explainability',
  },
  {
    skill: 'Planning',
    name: 'Work breakdown structure',
    definition:
      "A hierarchical decomposition of a project's total scope into smaller deliverables and work packages that can be estimated and assigned.",
    example:
      'An office move is broken down into IT setup, furniture and communications, each split into smaller packages.',
    source: 'https://www.pmi.org/',
  },
  {
    skill: 'Planning',
    name: 'Critical path',
    definition:
      'The longest chain of dependent activities through a schedule, which sets the earliest possible finish; any delay on it delays the project.',
    example:
      'Because network cabling sits on this chain, a late cabling crew pushes back the whole go-live date.',
    source: 'https://www.pmi.org/',
  },
  {
    skill: 'Product discovery',
    name: 'Minimum viable product',
    definition:
      'The smallest version of a product that can be released to learn whether a key assumption about customers holds, with the least effort.',
    example:
      'Before building an app, a team tests demand with a simple sign-up page and a manual back office.',
    source: 'https://www.scrumalliance.org/',
  },
  {
    skill: 'Product discovery',
    name: 'Problem validation',
    definition:
      'Confirming through research with real users that a problem exists and matters to them before investing in solutions.',
    example:
      'Interviews with clinic staff show that scheduling is a minor annoyance, so the team drops the idea.',
    source: 'https://www.scrumalliance.org/',
  },
  {
    skill: 'Sales and marketing alignment',
    name: 'Service level agreement',
    definition:
      'A commitment between marketing and sales stating how many qualified leads marketing will deliver and how quickly and thoroughly sales will follow up.',
    example:
      'Marketing commits to a monthly lead target and sales commits to contacting each new lead within one business day.',
    source: 'https://academy.hubspot.com/',
  },
  {
    skill: 'Sales and marketing alignment',
    name: 'Marketing qualified lead',
    definition:
      'A lead whose engagement and fit, judged by agreed marketing criteria, suggest they are ready to be passed to sales.',
    example:
      'A visitor from a target industry who downloaded two guides and viewed pricing is handed to a sales rep.',
    source: 'https://academy.hubspot.com/',
  },
];
