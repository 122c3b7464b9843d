// The judged set of `npm run bench:ai` (bench/advice.ts): CVs and LinkedIn texts written for this
// benchmark (sample people, not real ones) across tech and non-tech backgrounds and seniorities,
// each with what a careers adviser would accept.
//
// - paths: career path ids (packages/core/src/career-paths-data.ts) acceptable as the top
//   recommendation, best first; the first is the path course relevance is judged against when the
//   advisor's own top path is not among them.
// - held: catalogue course titles the person must not be sent to: certifications they hold, their
//   prep courses, and lower levels of the same certification track.
// - shown: skills the text shows (as our career paths name them), directly or by meaning
//   (TypeScript shows JavaScript, Splunk shows SIEM): the advisor must never say to learn them.
// - notShown: skills the text does not have though a word looks alike (Salesforce Apex is not
//   Oracle APEX): the advisor must never claim them.
// - level: the experience level a reader would give, from years and titles.

export interface AdviceCase {
  id: string;
  type: 'cv' | 'linkedin';
  text: string;
  paths: string[];
  held?: string[];
  shown: string[];
  notShown?: string[];
  level: 'Beginner' | 'Intermediate' | 'Advanced';
}

export const ADVICE_SET: AdviceCase[] = [
  {
    id: 'soc-analyst',
    type: 'cv',
    text: `Priya Nair, SOC Analyst
Security Operations Centre Analyst (Tier 2), Northwind Bank, 2021 - 2024
- Triaged 40+ alerts a shift in Splunk Enterprise Security; wrote SPL searches for brute-force and impossible-travel detections.
- Investigated phishing reports, detonated attachments in a sandbox and blocked senders.
- Isolated hosts with CrowdStrike Falcon during malware incidents and documented cases in ServiceNow.
SOC Analyst (Tier 1), Contoso MSSP, 2019 - 2021
- Monitored customer networks, escalated incidents and tuned noisy correlation rules.
Certifications: CompTIA Security+ (2019)
Skills: Splunk, log analysis, incident triage, phishing analysis, Windows event logs, MITRE ATT&CK`,
    paths: [
      'soc-analyst',
      'incident-responder',
      'cybersecurity-analyst',
      'threat-intelligence-analyst',
      'splunk-engineer',
      'security-automation-engineer',
    ],
    held: ['CompTIA Security+', 'CompTIA CertMaster Learn for Security+'],
    shown: ['SIEM', 'Splunk', 'Log analysis', 'Phishing analysis', 'Alert triage', 'Endpoint detection'],
    level: 'Advanced',
  },
  {
    id: 'typescript-dev',
    type: 'linkedin',
    text: `Full-stack TypeScript developer at a fintech start-up (3 years).
I build React front ends and Node.js services in TypeScript, with PostgreSQL behind them and REST APIs between them. I review pull requests on GitHub every day and care about tests (Jest, Playwright).
Before that I spent a year as a junior developer at an agency, 2020 - 2021.`,
    paths: [
      'full-stack-developer',
      'nodejs-developer',
      'front-end-developer',
      'back-end-developer',
      'software-engineer',
    ],
    shown: ['TypeScript', 'JavaScript', 'React', 'Node.js', 'SQL', 'REST APIs', 'PostgreSQL', 'Git'],
    notShown: ['SQL Server'],
    level: 'Intermediate',
  },
  {
    id: 'graphic-designer',
    type: 'cv',
    text: `Lena Fischer — Senior Graphic Designer
Studio Nord, 2016 - present: brand identities, packaging and campaign artwork for retail clients.
Tools: Adobe Photoshop, Adobe Illustrator, InDesign, Figma.
- Led rebrands for three national retailers: logos, typography systems and brand guidelines.
- Designed print layouts for catalogues and point-of-sale material; prepared files for print production.
- Recently moved into digital work: designed app screens in Figma and ran usability sessions with customers.
Interested in moving into product design.`,
    paths: ['product-designer', 'ux-designer', 'graphic-designer'],
    shown: ['Adobe Photoshop', 'Adobe Illustrator', 'Figma', 'Typography', 'Branding', 'Print production'],
    level: 'Advanced',
  },
  {
    id: 'teacher-instructional-design',
    type: 'linkedin',
    text: `Secondary school English teacher for 8 years, now looking to move into instructional design and e-learning.
I plan and write schemes of work and lesson plans for 150 pupils a year, design assessments and mark schemes, and run our department's Google Classroom and Moodle courses. During lockdown I recorded and edited video lessons and built self-paced online units with quizzes.
I mentor new teachers and led our school's curriculum review.`,
    paths: ['instructional-designer', 'technical-writer'],
    shown: ['Curriculum design', 'Assessment design', 'Learning management systems'],
    level: 'Advanced',
  },
  {
    id: 'nurse-health-informatics',
    type: 'cv',
    text: `Registered Nurse (RN), BSN
Staff Nurse, St Mary's Hospital, Medical-Surgical Unit, 2017 - 2024
- Cared for 5-6 patients a shift; documented assessments and medications in Epic EHR.
- Super-user for our Epic go-live: trained 40 colleagues and reported workflow issues to the informatics team.
- Tracked falls and pressure-injury data in Excel for the unit's quality improvement project.
Goal: move into health informatics / clinical informatics, where I can improve how clinicians use data and systems.`,
    paths: ['health-informatics-analyst', 'data-analyst', 'business-analyst'],
    shown: ['Electronic health records', 'Clinical workflows', 'Excel'],
    level: 'Advanced',
  },
  {
    id: 'marketing-to-product',
    type: 'linkedin',
    text: `Marketing manager (6 years in B2B SaaS) moving into product management.
I run go-to-market for new features: positioning, launch plans and pricing pages. I interview customers every month, turn what they say into briefs for the product team, and track adoption in Mixpanel and Google Analytics. I run A/B tests on onboarding emails and landing pages, and present results to leadership.
I've worked closely with product managers on roadmaps and want to own a product area myself.`,
    paths: ['product-manager', 'ai-product-manager', 'product-owner'],
    shown: ['User research', 'Google Analytics', 'A/B testing', 'Stakeholder management'],
    notShown: ['Marketing analytics'],
    level: 'Advanced',
  },
  {
    id: 'financial-analyst',
    type: 'cv',
    text: `Financial Analyst, Hartley Retail Group, 2020 - 2024
- Built the monthly management accounts pack and the three-statement financial model in Excel.
- Automated variance reports with Power Query and built Power BI dashboards for store managers.
- Wrote SQL queries against the finance data warehouse for budget vs actuals.
Graduate Analyst, KPMG, 2018 - 2020 (audit support).
BSc Economics. Part-qualified CIMA.`,
    paths: ['business-intelligence-analyst', 'data-analyst', 'finops-analyst', 'quantitative-analyst'],
    shown: ['Excel', 'Power BI', 'SQL', 'Financial modeling'],
    level: 'Advanced',
  },
  {
    id: 'accountant-erp',
    type: 'cv',
    text: `Chartered accountant (ACCA), 9 years.
Finance Manager, Bridgewell Manufacturing, 2019 - present
- Led the finance workstream of our SAP S/4HANA rollout: mapped the general ledger, accounts payable and fixed-asset processes, tested the configuration and trained users.
- Month-end close, reconciliations and statutory reporting.
Senior Accountant, Lowe & Partners, 2015 - 2019.
I'd like to work as an ERP or SAP finance consultant.`,
    paths: ['sap-consultant', 'erp-consultant', 'business-analyst'],
    shown: ['SAP S/4HANA', 'Financial accounting'],
    level: 'Advanced',
  },
  {
    id: 'mechanical-engineer',
    type: 'cv',
    text: `Mechanical Design Engineer, Atlas Pumps, 2019 - 2024
- Designed pump housings and brackets in Autodesk Inventor and AutoCAD; produced technical drawings with GD&T for manufacturing.
- Ran FEA studies and built MATLAB scripts to size components.
- Prototyped parts in Fusion 360 and 3D-printed them for fit checks.
MEng Mechanical Engineering, 2019.`,
    paths: ['cad-designer', 'embedded-iot-developer', 'bim-specialist'],
    shown: ['AutoCAD', 'Autodesk Inventor', 'Fusion 360', 'Technical drawing'],
    level: 'Intermediate',
  },
  {
    id: 'civil-engineer-bim',
    type: 'linkedin',
    text: `Civil engineer with 7 years on highways and drainage schemes. I produce designs in AutoCAD Civil 3D, coordinate with architects' Revit models and run clash detection in Navisworks before we issue construction drawings. Our firm is moving every project to BIM and I want to lead that as a BIM coordinator.`,
    paths: ['bim-specialist', 'cad-designer'],
    shown: ['Civil 3D', 'AutoCAD', 'Autodesk Revit', 'Clash detection'],
    level: 'Advanced',
  },
  {
    id: 'physics-phd',
    type: 'cv',
    text: `Dr. Tomás Ruiz — PhD in Physics (University of Edinburgh, 2018 - 2022)
Postdoctoral Researcher, Institute of Astrophysics, 2022 - 2025
- Built Python pipelines (NumPy, pandas, scikit-learn) to classify 2 million galaxy spectra; trained neural networks in PyTorch.
- Statistical modelling, Bayesian inference and Monte Carlo simulation on a Linux HPC cluster.
- Taught a lab course to 200 students a year; supervised 4 MSc projects.
- 9 peer-reviewed papers.
Looking for data scientist or machine learning roles in industry.`,
    paths: [
      'data-scientist',
      'machine-learning-engineer',
      'ai-research-scientist',
      'deep-learning-engineer',
      'quantitative-analyst',
    ],
    shown: ['Python', 'Statistics', 'Machine learning', 'PyTorch', 'Pandas'],
    level: 'Advanced',
  },
  {
    id: 'retail-to-it-support',
    type: 'linkedin',
    text: `Retail store supervisor (4 years) retraining for IT support. I'm the person who fixes the tills, card readers and the back-office PCs when they go down, and I log and chase tickets with our IT helpdesk. I train new staff and handle customer complaints. I've just completed the Google IT Support Professional Certificate and I'm studying for CompTIA A+.`,
    paths: ['it-support-specialist', 'desktop-support-technician', 'cloud-support-associate'],
    held: ['Google IT Support Professional Certificate'],
    shown: ['Troubleshooting', 'Customer service'],
    level: 'Intermediate',
  },
  {
    id: 'hospitality-to-crm',
    type: 'cv',
    text: `Front Office Manager, Harbour Hotel, 2018 - 2024
- Ran reception for a 180-room hotel: team of 12, rotas, training and guest complaints.
- Owned our guest database in Salesforce: cleaned duplicate records, built reports and dashboards on repeat stays, and set up automated follow-up emails.
- Configured the hotel's property management system and trained staff on it.
Looking for a role as a Salesforce administrator or CRM specialist.`,
    paths: ['salesforce-administrator', 'crm-consultant', 'customer-success-manager'],
    shown: ['Salesforce', 'Reports and dashboards'],
    level: 'Advanced',
  },
  {
    id: 'military-signals',
    type: 'cv',
    text: `Sergeant, Royal Corps of Signals, 2012 - 2024
- Installed and ran tactical networks for a 600-person headquarters: Cisco routers and switches, VLANs, VPN links over satellite.
- Managed a team of 8 technicians; troubleshooting, crypto key management and network security checks.
- Held SC clearance.
Resettlement: completed CompTIA Network+ in 2024; looking for a network engineering role.`,
    paths: ['network-engineer', 'network-administrator', 'network-security-engineer'],
    held: ['CompTIA Network+', 'CompTIA CertMaster Learn for Network+'],
    shown: ['Troubleshooting'],
    level: 'Advanced',
  },
  {
    id: 'ccnp-network-engineer',
    type: 'cv',
    text: `Senior Network Engineer, Telco Systems, 2017 - 2025
- Designed and ran a 120-site enterprise WAN: BGP and OSPF routing, VLANs, switching, QoS.
- Replaced MPLS links with SD-WAN at 40 branches.
- Automated config backups with Python and Ansible.
Network Engineer, Data Link Ltd, 2014 - 2017.
Certifications: Cisco CCNA (2014), CCNP Enterprise (2018).`,
    paths: [
      'network-engineer',
      'network-architect',
      'network-automation-engineer',
      'network-security-engineer',
      'cloud-network-engineer',
    ],
    held: [
      'Cisco Certified Network Associate (CCNA)',
      'CCNP Enterprise',
      'Implementing and Operating Cisco Enterprise Network Core Technologies (ENCOR)',
      'Implementing Cisco Enterprise Advanced Routing and Services (ENARSI)',
      'Cisco Certified Support Technician (CCST) Networking',
      'Networking Basics',
      'Getting Started with Cisco Packet Tracer',
    ],
    shown: ['BGP', 'OSPF', 'Routing', 'Switching', 'SD-WAN', 'Python', 'Ansible'],
    level: 'Advanced',
  },
  {
    id: 'aws-saa-holder',
    type: 'linkedin',
    text: `Cloud engineer, 4 years on AWS. AWS Certified Solutions Architect – Associate (SAA-C03).
I build and run our production accounts: VPC design, EC2 and auto scaling, S3, RDS and IAM, all in Terraform. I set up CloudWatch alarms, patch our Linux fleet and keep costs down with reserved instances.`,
    paths: [
      'aws-solutions-architect',
      'cloud-architect',
      'cloud-engineer',
      'devops-engineer',
      'infrastructure-as-code-engineer',
    ],
    held: [
      'AWS Certified Solutions Architect – Associate',
      'Exam Prep Standard Course: AWS Certified Solutions Architect – Associate (SAA-C03)',
      'AWS Certified Cloud Practitioner',
      'AWS Cloud Practitioner Essentials',
      'AWS Cloud Quest: Cloud Practitioner',
    ],
    shown: ['AWS', 'Amazon VPC', 'Amazon EC2', 'Amazon S3', 'Terraform', 'Linux'],
    level: 'Intermediate',
  },
  {
    id: 'salesforce-admin-apex',
    type: 'cv',
    text: `Salesforce Administrator, Greenfield Insurance, 2020 - present
- Administer Sales Cloud for 300 users: profiles, permission sets, sharing rules and user management.
- Build record-triggered flows and approval processes; reports and dashboards for sales leadership.
- Wrote Apex triggers and test classes, and SOQL queries, for logic flows cannot handle.
Salesforce Certified Platform Administrator (2020), Salesforce Certified Platform App Builder (2022).`,
    paths: ['salesforce-developer', 'salesforce-administrator', 'salesforce-architect', 'crm-consultant'],
    held: [
      'Salesforce Certified Platform Administrator',
      'Salesforce Certified Platform App Builder',
      'Admin Beginner',
      'Salesforce Certified Associate',
      'Salesforce Platform Basics',
    ],
    shown: ['Salesforce', 'Apex', 'SOQL', 'Flow automation', 'Reports and dashboards', 'User management'],
    notShown: ['Oracle APEX'],
    level: 'Intermediate',
  },
  {
    id: 'junior-data-analyst',
    type: 'linkedin',
    text: `Junior data analyst, 1.5 years at an e-commerce company. I write SQL against BigQuery, clean data in Excel and build Tableau dashboards for the trading team. We moved 12 weekly reports with 200+ metrics into one dashboard. Learning Python.`,
    paths: ['data-analyst', 'business-intelligence-analyst', 'data-visualization-specialist'],
    shown: ['SQL', 'Excel', 'Tableau'],
    notShown: ['SQL Server'],
    level: 'Beginner',
  },
  {
    id: 'senior-devops',
    type: 'cv',
    text: `Lead DevOps Engineer, Mercury Payments, 2018 - present
- Run 30 Kubernetes clusters on EKS; Helm charts, Argo CD and GitOps for 200 services.
- Terraform modules for every environment; GitHub Actions pipelines with security scanning.
- On-call lead: Prometheus and Grafana alerting, incident reviews, SLOs.
Systems Engineer, Hosting Co, 2014 - 2018 (Linux, Bash, Ansible).
Certified Kubernetes Administrator (CKA), HashiCorp Certified: Terraform Associate.`,
    paths: [
      'devops-engineer',
      'site-reliability-engineer',
      'platform-engineer',
      'kubernetes-administrator',
      'cloud-architect',
    ],
    held: [
      'Certified Kubernetes Administrator (CKA)',
      'Kubernetes and Cloud Native Associate (KCNA)',
      'Introduction to Kubernetes (LFS158)',
      'Kubernetes Fundamentals (LFS258)',
      'HashiCorp Certified: Terraform Associate',
      'Terraform Get Started - AWS',
    ],
    shown: ['Kubernetes', 'Terraform', 'CI/CD', 'Linux', 'GitOps', 'Monitoring'],
    level: 'Advanced',
  },
  {
    id: 'python-backend',
    type: 'linkedin',
    text: `Python developer (4 years). I build APIs with Django and FastAPI, PostgreSQL and Redis behind them, shipped in Docker. Celery for background jobs, pytest for tests, GitLab CI for deploys.`,
    paths: ['python-developer', 'back-end-developer', 'software-engineer'],
    shown: ['Python', 'Django', 'FastAPI', 'SQL', 'Docker', 'Testing'],
    level: 'Intermediate',
  },
  {
    id: 'java-senior',
    type: 'cv',
    text: `Senior Java Developer, Banco Uno, 2017 - present
- Spring Boot microservices for payments; Kafka events; Oracle and PostgreSQL databases.
- JUnit and Mockito tests; code reviews; mentoring three juniors.
Java Developer, Softline, 2013 - 2017.
Oracle Certified Professional: Java SE 17 Developer (1Z0-829).`,
    paths: ['java-developer', 'back-end-developer', 'software-architect', 'software-engineer'],
    held: [
      'Oracle Certified Professional: Java SE 17 Developer (1Z0-829)',
      'Oracle Certified Foundations Associate, Java (1Z0-811)',
    ],
    shown: ['Java', 'Spring Boot', 'Microservices', 'JUnit', 'SQL'],
    level: 'Advanced',
  },
  {
    id: 'data-scientist-ml',
    type: 'linkedin',
    text: `Data scientist (5 years) building churn and pricing models in Python with scikit-learn, XGBoost and TensorFlow. I want to move closer to production ML: deploying models, feature pipelines and monitoring. Comfortable with SQL, pandas and experiment design.`,
    paths: ['machine-learning-engineer', 'mlops-engineer', 'data-scientist', 'deep-learning-engineer'],
    shown: ['Python', 'Machine learning', 'TensorFlow', 'SQL', 'Pandas'],
    level: 'Advanced',
  },
  {
    id: 'data-engineer',
    type: 'cv',
    text: `Data Engineer, StreamCo, 2021 - 2024
- Batch and streaming pipelines in Apache Spark and Kafka; orchestration in Airflow.
- dbt models on Snowflake; data modelling for the finance and marketing marts.
- Python and SQL every day.`,
    paths: ['data-engineer', 'analytics-engineer', 'big-data-engineer', 'data-architect'],
    shown: ['Apache Spark', 'Airflow', 'SQL', 'Python', 'Data modeling', 'Kafka'],
    level: 'Intermediate',
  },
  {
    id: 'it-support-to-security',
    type: 'linkedin',
    text: `IT support technician (2 years) at a school trust. I reset accounts in Active Directory, image Windows laptops, fix printers and Wi-Fi, and work the ticket queue. CompTIA A+ certified. I want to move into cybersecurity and I'm studying networking.`,
    paths: ['cybersecurity-analyst', 'soc-analyst', 'it-support-specialist', 'systems-administrator'],
    held: ['CompTIA A+', 'CompTIA Tech+'],
    shown: ['Troubleshooting', 'Windows', 'Active Directory'],
    level: 'Intermediate',
  },
  {
    id: 'bootcamp-frontend',
    type: 'linkedin',
    text: `Bootcamp graduate and aspiring front-end developer. I build responsive sites with HTML, CSS and JavaScript, and I'm learning React. My portfolio has 5 projects, including a recipe app that uses a public REST API.`,
    paths: ['front-end-developer', 'web-developer', 'full-stack-developer'],
    shown: ['HTML', 'CSS', 'JavaScript', 'Responsive design'],
    level: 'Beginner',
  },
  {
    id: 'project-manager-pmp',
    type: 'cv',
    text: `Project Manager, Crown Construction IT, 2016 - present
- Deliver IT infrastructure projects up to $4M: planning, budgets, risk registers and vendor contracts.
- Run weekly status meetings with stakeholders and report to the steering committee.
- Moved two teams to Agile delivery with two-week sprints in Jira.
Project Management Professional (PMP), 2018.`,
    paths: [
      'project-manager',
      'technical-program-manager',
      'scrum-master',
      'it-manager',
      'agile-coach',
      'portfolio-manager',
    ],
    held: [
      'Project Management Professional (PMP)',
      'Certified Associate in Project Management (CAPM)',
      'Google Project Management Professional Certificate',
    ],
    shown: ['Project planning', 'Risk management', 'Budgeting', 'Stakeholder management', 'Agile'],
    level: 'Advanced',
  },
  {
    id: 'scrum-master',
    type: 'linkedin',
    text: `Scrum Master for two product teams (3 years). I facilitate sprint planning, reviews and retrospectives, coach the teams on Scrum and Kanban, and track flow metrics. Professional Scrum Master I (PSM I).`,
    paths: ['scrum-master', 'agile-coach', 'product-owner'],
    held: ['Professional Scrum Master I (PSM I)', 'Scrum Open Assessment'],
    shown: ['Scrum', 'Facilitation', 'Coaching', 'Kanban'],
    level: 'Intermediate',
  },
  {
    id: 'ux-designer',
    type: 'linkedin',
    text: `UX designer, 3 years in a digital agency. I run user interviews and usability tests, sketch wireframes and build interactive prototypes in Figma, and hand designs over to developers. I'd like to work in-house on a product.`,
    paths: ['ux-designer', 'product-designer'],
    shown: ['User research', 'Wireframing', 'Prototyping', 'Usability testing', 'Figma'],
    level: 'Intermediate',
  },
  {
    id: 'linux-sysadmin',
    type: 'cv',
    text: `Linux Systems Administrator, University Computing Services, 2019 - 2024
- Look after 300 RHEL servers: patching, systemd services, SELinux policies and LVM storage.
- Bash scripts and Ansible playbooks for builds and user management.
Red Hat Certified System Administrator (RHCSA), 2020.`,
    paths: ['linux-administrator', 'systems-administrator', 'devops-engineer', 'site-reliability-engineer'],
    held: [
      'Red Hat Certified System Administrator (RHCSA) exam (EX200)',
      'RHCSA Rapid Track Course (RH199)',
      'Red Hat System Administration I (RH124)',
      'Red Hat System Administration II (RH134)',
      'Introduction to Linux (LFS101)',
    ],
    shown: ['Linux', 'Bash', 'systemd', 'SELinux', 'Ansible'],
    level: 'Advanced',
  },
  {
    id: 'azure-admin',
    type: 'linkedin',
    text: `Azure administrator, 3 years. I manage our Azure subscriptions: virtual networks, storage accounts, Entra ID users and groups, and Azure Monitor alerts, mostly scripted in PowerShell. Microsoft Certified: Azure Administrator Associate (AZ-104) and AZ-900.`,
    paths: ['azure-administrator', 'cloud-engineer', 'cloud-architect', 'devops-engineer'],
    held: [
      'Microsoft Certified: Azure Administrator Associate (AZ-104)',
      'Microsoft Certified: Azure Fundamentals (AZ-900)',
      'Microsoft Azure Fundamentals: Describe cloud concepts',
    ],
    shown: ['Microsoft Azure', 'PowerShell', 'Azure Monitor', 'Microsoft Entra ID'],
    level: 'Intermediate',
  },
  {
    id: 'pentester',
    type: 'cv',
    text: `Penetration Tester, RedLine Security, 2020 - 2025
- Web application and internal network penetration tests for 40 clients; Burp Suite, Nmap, Metasploit on Kali Linux.
- Exploitation of Active Directory misconfigurations; wrote client reports with remediation advice.
Certified Ethical Hacker (CEH), OSCP.`,
    paths: ['penetration-tester', 'application-security-engineer', 'ethical-hacker', 'security-engineer'],
    held: ['Certified Ethical Hacker (CEH)', 'Ethical Hacking Essentials (EHE)'],
    shown: [
      'Penetration testing',
      'Kali Linux',
      'Web application security',
      'Exploitation',
      'Report writing',
    ],
    level: 'Advanced',
  },
  {
    id: 'grc-analyst',
    type: 'linkedin',
    text: `GRC analyst (3 years). I run our ISO 27001 and SOC 2 programmes: risk assessments, control testing, policy writing and evidence for auditors. I also assess our vendors' security.`,
    paths: ['grc-analyst', 'it-auditor', 'security-manager', 'privacy-engineer'],
    shown: ['Risk assessment', 'Control testing', 'Policy writing'],
    level: 'Intermediate',
  },
  {
    id: 'digital-marketer',
    type: 'cv',
    text: `Digital Marketing Executive, Bloom Cosmetics, 2021 - 2024
- Ran Google Ads search and shopping campaigns (£30k a month) and Meta paid social.
- SEO: keyword research, on-page fixes and content briefs.
- Reported weekly in Google Analytics 4; email campaigns in Mailchimp.
Google Ads Search Certification, Google Analytics Certification.`,
    paths: ['digital-marketing-specialist', 'ppc-specialist', 'seo-specialist', 'marketing-analyst'],
    held: ['Google Ads Search Certification', 'Google Analytics Certification'],
    shown: ['Google Ads', 'SEO', 'Google Analytics', 'Keyword research', 'Email marketing'],
    level: 'Intermediate',
  },
  {
    id: 'marketing-ops-hubspot',
    type: 'linkedin',
    text: `Marketing operations specialist (4 years). I run HubSpot for a B2B software company: email nurture workflows, lead scoring, list segmentation and the CRM sync with Salesforce. I build A/B tests for our emails and report on funnel conversion.`,
    paths: ['marketing-automation-specialist', 'crm-consultant', 'marketing-analyst'],
    shown: ['Marketing automation', 'Lead scoring', 'Segmentation', 'A/B testing', 'Email marketing'],
    level: 'Intermediate',
  },
  {
    id: 'business-analyst',
    type: 'cv',
    text: `Business Analyst, Meridian Insurance, 2019 - 2024
- Gathered requirements from underwriting and claims teams; wrote user stories and acceptance criteria.
- Mapped as-is and to-be processes in BPMN; ran stakeholder workshops.
- SQL queries to check data for new reports.`,
    paths: ['business-analyst', 'product-owner', 'automation-business-analyst', 'product-manager'],
    shown: ['Requirements gathering', 'User stories', 'Process mapping', 'SQL'],
    level: 'Advanced',
  },
  {
    id: 'ios-dev',
    type: 'linkedin',
    text: `iOS developer (4 years). Swift and SwiftUI apps for a health-tech start-up, some UIKit legacy screens, Core Data for offline storage, releases through App Store Connect.`,
    paths: ['ios-developer', 'mobile-app-developer'],
    shown: ['Swift', 'SwiftUI', 'UIKit', 'Core Data', 'App Store Connect'],
    level: 'Intermediate',
  },
  {
    id: 'unity-game-dev',
    type: 'linkedin',
    text: `Indie game developer. I've shipped two mobile games built in Unity with C#: gameplay programming, physics and UI, and I profile performance on low-end phones. Curious about VR.`,
    paths: ['game-developer', 'ar-vr-developer'],
    shown: ['Unity', 'C#', 'Gameplay programming'],
    level: 'Intermediate',
  },
  {
    id: 'lab-scientist',
    type: 'cv',
    text: `Research Scientist (Biology), GenoLab, 2019 - 2024
- Designed and ran qPCR and sequencing experiments; analysed results in R and Excel.
- Wrote Python scripts to process plate-reader data; statistics for 12 publications.
MSc Molecular Biology. Want to move into data science or bioinformatics data analysis.`,
    paths: ['data-scientist', 'data-analyst'],
    shown: ['Python', 'Statistics', 'Excel'],
    level: 'Advanced',
  },
  {
    id: 'corporate-trainer',
    type: 'linkedin',
    text: `Learning and development specialist (5 years) in a retail bank. I design induction and compliance training, write facilitator guides, build e-learning modules in Articulate Storyline and run our LMS (Cornerstone). I measure training with assessments and surveys. Aiming for an instructional designer role.`,
    paths: ['instructional-designer', 'technical-writer'],
    shown: ['Instructional design', 'E-learning authoring', 'Learning management systems'],
    level: 'Advanced',
  },
  {
    id: 'nurse-manager-it',
    type: 'cv',
    text: `Nurse Manager, City General Hospital, 2015 - 2024
- Led a 45-bed ward and a team of 60 nurses; budgets and rotas.
- Clinical lead for replacing paper charts with Cerner electronic health records on four wards: workflow redesign, testing and training.
- Chaired the ward's patient-safety and audit meetings.
I'm looking for a clinical informatics or healthcare IT project role.`,
    paths: ['health-informatics-analyst', 'project-manager', 'business-analyst'],
    shown: ['Electronic health records', 'Clinical workflows'],
    level: 'Advanced',
  },
  {
    id: 'military-cyber',
    type: 'linkedin',
    text: `US Air Force cyber operations NCO, 6 years. I defended base networks: monitored the SIEM, hunted threats, handled incidents and briefed commanders. Active Secret clearance, CompTIA Security+. Transitioning to a civilian cybersecurity role in 2025.`,
    paths: [
      'cybersecurity-analyst',
      'soc-analyst',
      'incident-responder',
      'threat-intelligence-analyst',
      'security-engineer',
    ],
    held: ['CompTIA Security+', 'CompTIA CertMaster Learn for Security+'],
    shown: ['SIEM', 'Threat hunting', 'Incident response'],
    level: 'Advanced',
  },
  {
    id: 'accountant-finops',
    type: 'cv',
    text: `Management Accountant, CloudNine SaaS, 2021 - present
- Own the monthly AWS and Azure bill analysis: allocate cloud spend to teams with cost allocation tags and forecast usage.
- Recommended Savings Plans that cut compute spend by 18%.
- Budgeting and forecasting in Excel; board reporting.
Assistant Accountant, 2018 - 2021.`,
    paths: ['finops-analyst', 'business-intelligence-analyst', 'data-analyst'],
    shown: ['Forecasting', 'Excel'],
    level: 'Advanced',
  },
  {
    id: 'call-centre',
    type: 'linkedin',
    text: `Customer service advisor at a broadband provider for 2 years. I talk customers through router set-up, Wi-Fi problems and account issues, log everything in Zendesk and escalate faults to engineers. Top for customer satisfaction three quarters running. I want a first job in IT support.`,
    paths: ['it-support-specialist', 'cloud-support-associate', 'customer-success-manager'],
    shown: ['Customer service', 'Troubleshooting'],
    level: 'Intermediate',
  },
  {
    id: 'engineering-director',
    type: 'cv',
    text: `Director of Engineering, Orbit Logistics, 2018 - present
- Lead 6 teams (45 engineers) building our routing platform; hiring, performance reviews and coaching managers.
- Own the technology strategy, architecture reviews and a $6M budget.
Engineering Manager, 2014 - 2018; Senior Software Engineer, 2009 - 2014.`,
    paths: ['engineering-manager', 'cto', 'software-architect', 'technical-program-manager'],
    shown: ['Hiring', 'Coaching', 'Budgeting'],
    level: 'Advanced',
  },
  {
    id: 'electrical-engineer-embedded',
    type: 'linkedin',
    text: `Electronics engineer (3 years) designing sensor boards for smart meters. I write embedded C firmware for STM32 microcontrollers, bring up boards in the lab and send readings over LoRaWAN and MQTT to the cloud. Some Python for test rigs.`,
    paths: ['embedded-iot-developer'],
    shown: ['Embedded C', 'Python', 'Sensors', 'IoT protocols'],
    level: 'Intermediate',
  },
  {
    id: 'sales-to-solutions',
    type: 'linkedin',
    text: `Account executive (5 years) selling a cloud analytics product to mid-market companies. I run discovery calls and product demos, build business cases and manage a $1.2M pipeline in Salesforce. I enjoy the technical side most and want to become a sales engineer.`,
    paths: ['solutions-engineer', 'technical-account-manager', 'customer-success-manager'],
    shown: ['Discovery calls', 'Technical demos'],
    level: 'Advanced',
  },
  {
    id: 'firebase-mobile',
    type: 'linkedin',
    text: `Android developer (2 years). Kotlin and Jetpack Compose apps; Firebase for auth, crash reporting and Firebase Analytics events; REST APIs with Retrofit; Room for offline data.`,
    paths: ['android-developer', 'mobile-app-developer'],
    // Room (the persistence library) is also an everyday word the lexicon does not read from text.
    shown: ['Kotlin', 'Jetpack Compose', 'REST APIs'],
    notShown: ['Marketing analytics'],
    level: 'Intermediate',
  },
  {
    id: 'dotnet-dev',
    type: 'cv',
    text: `.NET Developer, Halcyon Logistics, 2018 - 2024
- C# and ASP.NET Core web APIs; Entity Framework with SQL Server; deployed to Azure App Service.
- Unit tests with xUnit; code reviews.`,
    paths: ['dotnet-developer', 'back-end-developer', 'software-engineer'],
    shown: ['C#', '.NET', 'ASP.NET Core', 'Entity Framework', 'SQL Server', 'Microsoft Azure'],
    level: 'Advanced',
  },
  // Written after the advisor's rules were tuned on the profiles above, to check they generalise.
  {
    id: 'hr-to-hris',
    type: 'linkedin',
    text: `HR generalist (5 years) at a logistics firm. I run onboarding and payroll changes in Workday, build headcount and absence reports in Excel, and was the HR lead for our move from spreadsheets to an HR system. I'd like to become an HRIS analyst.`,
    paths: ['hris-analyst', 'business-analyst'],
    shown: ['Excel'],
    level: 'Advanced',
  },
  {
    id: 'pharmacist-informatics',
    type: 'cv',
    text: `Clinical Pharmacist, Riverside Hospital, 2016 - 2024
- Reviewed prescriptions and medication charts in the electronic medical records; built order sets with the EHR team.
- Ran monthly medication-safety audits in Excel and presented findings to the drugs committee.
Interested in moving into health informatics.`,
    paths: ['health-informatics-analyst', 'data-analyst'],
    shown: ['Electronic health records', 'Excel'],
    level: 'Advanced',
  },
  {
    id: 'pl300-bi-analyst',
    type: 'cv',
    text: `BI Analyst, Northstar Energy, 2021 - present
- Power BI reports and semantic models with DAX for finance and operations; SQL Server views behind them.
- Gathered KPIs with stakeholders and designed executive dashboards.
Microsoft Certified: Power BI Data Analyst Associate (PL-300).`,
    paths: ['business-intelligence-analyst', 'bi-developer', 'data-analyst', 'analytics-engineer'],
    held: ['Microsoft Certified: Power BI Data Analyst Associate (PL-300)'],
    shown: ['Power BI', 'SQL', 'KPIs', 'Dashboard design', 'SQL Server'],
    level: 'Intermediate',
  },
  {
    id: 'wordpress-junior',
    type: 'linkedin',
    text: `Junior web developer (1 year). I build and maintain WordPress sites for small businesses: themes in HTML, CSS and a little JavaScript and PHP, hosting set-up and basic SEO.`,
    paths: ['web-developer', 'front-end-developer'],
    shown: ['HTML', 'CSS', 'JavaScript', 'PHP'],
    level: 'Beginner',
  },
  {
    id: 'manual-qa',
    type: 'cv',
    text: `QA Tester, Fable Games, 2020 - 2024
- Wrote test plans and test cases; manual and regression testing of releases on PC and console.
- Logged and triaged bugs in Jira; worked in two-week Agile sprints.
- Started automating smoke tests with Python and Selenium.`,
    paths: ['qa-engineer', 'test-automation-engineer'],
    shown: ['Manual testing', 'Regression testing', 'Test planning', 'Agile', 'Bug tracking'],
    level: 'Intermediate',
  },
  {
    id: 'cloud-security-ccsp',
    type: 'linkedin',
    text: `Cloud security engineer, 6 years. I harden AWS and Azure accounts, write IAM policies, run security posture management with Wiz, and review Kubernetes security for our platform team. Certified Cloud Security Professional (CCSP) and CompTIA Security+.`,
    paths: ['cloud-security-engineer', 'security-architect', 'security-engineer', 'devsecops-engineer'],
    held: [
      'Certified Cloud Security Professional (CCSP)',
      'CompTIA Security+',
      'CompTIA CertMaster Learn for Security+',
    ],
    shown: ['Cloud security', 'IAM policies', 'Security posture management', 'Kubernetes security'],
    level: 'Advanced',
  },
  {
    id: 'logistics-veteran',
    type: 'cv',
    text: `Logistics Officer, British Army, 2014 - 2024
- Planned and ran supply operations for a 700-person battalion: budgets, risk registers and reporting to senior officers.
- Led a team of 25 soldiers; trained them and managed their performance.
Looking for a project management role in tech.`,
    paths: ['project-manager', 'technical-program-manager', 'it-manager'],
    shown: ['Budgeting', 'Risk management'],
    level: 'Advanced',
  },
  {
    id: 'librarian-data',
    type: 'linkedin',
    text: `Academic librarian (7 years). I manage our catalogue metadata, run literature-search workshops for researchers and build usage reports in Excel and Tableau. I'm keen to move into data analysis.`,
    paths: ['data-analyst', 'data-visualization-specialist', 'business-intelligence-analyst'],
    shown: ['Excel', 'Tableau'],
    level: 'Advanced',
  },
];
