/** One company in the provider directory (/providers) and the catalogue's Provider filter. */
export interface ProviderEntry {
  name: string;
  slug: string;
  /** One factual sentence about the company's training offer. */
  description: string;
  category: string;
  /** Tailwind background class for the monogram logo. */
  color: string;
  /** The provider's official training or certification home page. */
  website: string;
}

export const PROVIDERS: readonly ProviderEntry[] = [
  {
    name: 'AWS',
    slug: 'aws',
    description:
      'Amazon Web Services offers cloud certifications, classroom courses and free digital training through AWS Skill Builder.',
    category: 'Cloud Computing',
    color: 'bg-orange-500',
    website: 'https://aws.amazon.com/training/',
  },
  {
    name: 'Microsoft',
    slug: 'microsoft',
    description:
      'Microsoft Learn hosts free learning paths and role-based certifications for Azure, Microsoft 365, Power Platform, Dynamics 365 and security.',
    category: 'Cloud Computing',
    color: 'bg-blue-600',
    website: 'https://learn.microsoft.com/en-us/training/',
  },
  {
    name: 'Google Cloud',
    slug: 'google-cloud',
    description:
      'Google Cloud offers role-based certifications and on-demand courses, labs and learning paths on Google Cloud Skills Boost.',
    category: 'Cloud Computing',
    color: 'bg-blue-500',
    website: 'https://cloud.google.com/learn/training',
  },
  {
    name: 'Google',
    slug: 'google',
    description:
      'Google offers Career Certificates, AI and marketing courses, Skillshop product certifications and free developer courses.',
    category: 'Technology',
    color: 'bg-red-500',
    website: 'https://grow.google/',
  },
  {
    name: 'Salesforce',
    slug: 'salesforce',
    description:
      'Salesforce teaches its CRM platform through free Trailhead modules and trails and offers role-based Salesforce certifications.',
    category: 'CRM',
    color: 'bg-sky-500',
    website: 'https://trailhead.salesforce.com/',
  },
  {
    name: 'IBM',
    slug: 'ibm',
    description:
      'IBM provides professional certifications and courses in AI, data, cloud and security, plus free learning on IBM SkillsBuild.',
    category: 'AI & Data',
    color: 'bg-blue-800',
    website: 'https://www.ibm.com/training',
  },
  {
    name: 'Oracle',
    slug: 'oracle',
    description:
      'Oracle University offers certifications and learning paths for Oracle Cloud Infrastructure, Oracle Database, Java and Oracle applications.',
    category: 'Cloud & Databases',
    color: 'bg-red-600',
    website: 'https://education.oracle.com/',
  },
  {
    name: 'Cisco',
    slug: 'cisco',
    description:
      'Cisco runs the CCNA, CCNP and CCIE certification tracks and the Cisco Networking Academy with free networking and security courses.',
    category: 'Networking',
    color: 'bg-cyan-600',
    website: 'https://www.netacad.com/',
  },
  {
    name: 'CompTIA',
    slug: 'comptia',
    description:
      'CompTIA publishes vendor-neutral IT certifications such as A+, Network+ and Security+ that are widely used as entry points into IT careers.',
    category: 'IT Certification',
    color: 'bg-red-700',
    website: 'https://www.comptia.org/certifications',
  },
  {
    name: 'Meta',
    slug: 'meta',
    description:
      'Meta Blueprint offers free e-learning and paid certifications on advertising and marketing across Facebook, Instagram and Messenger.',
    category: 'Marketing',
    color: 'bg-blue-700',
    website: 'https://www.facebook.com/business/learn',
  },
  {
    name: 'Adobe',
    slug: 'adobe',
    description:
      'Adobe offers certifications for its Creative Cloud applications and Adobe Experience Cloud products, with tutorials on Experience League.',
    category: 'Design & Creative',
    color: 'bg-red-500',
    website: 'https://experienceleague.adobe.com/',
  },
  {
    name: 'Apple',
    slug: 'apple',
    description:
      'Apple provides Swift and SwiftUI developer tutorials and Apple Training courses and certifications for supporting and deploying Apple devices.',
    category: 'Software Development',
    color: 'bg-gray-800',
    website: 'https://developer.apple.com/',
  },
  {
    name: 'Red Hat',
    slug: 'red-hat',
    description:
      'Red Hat offers performance-based certifications and courses for Red Hat Enterprise Linux, Ansible Automation Platform and OpenShift.',
    category: 'Linux & Open Source',
    color: 'bg-red-600',
    website: 'https://www.redhat.com/en/services/training-and-certification',
  },
  {
    name: 'VMware',
    slug: 'vmware',
    description:
      'VMware by Broadcom offers courses and certifications for vSphere, VMware Cloud Foundation, NSX and other virtualization products.',
    category: 'Virtualization',
    color: 'bg-slate-600',
    website: 'https://www.broadcom.com/support/education/vmware',
  },
  {
    name: 'SAP',
    slug: 'sap',
    description:
      'SAP Learning offers free learning journeys and SAP certifications for S/4HANA, SAP Business Technology Platform, ABAP and analytics.',
    category: 'ERP',
    color: 'bg-blue-500',
    website: 'https://learning.sap.com/',
  },
  {
    name: 'ServiceNow',
    slug: 'servicenow',
    description:
      'ServiceNow University teaches the Now Platform and offers administrator, developer and implementation specialist certifications.',
    category: 'IT Service Management',
    color: 'bg-emerald-600',
    website: 'https://learning.servicenow.com/',
  },
  {
    name: 'Databricks',
    slug: 'databricks',
    description:
      'Databricks Academy offers courses and certifications for data engineering, analytics, machine learning and generative AI on the Databricks platform.',
    category: 'Data Engineering',
    color: 'bg-red-500',
    website: 'https://www.databricks.com/learn/training/home',
  },
  {
    name: 'Snowflake',
    slug: 'snowflake',
    description:
      'Snowflake offers hands-on workshops and SnowPro certifications for its cloud data platform.',
    category: 'Data Engineering',
    color: 'bg-sky-400',
    website: 'https://learn.snowflake.com/',
  },
  {
    name: 'MongoDB',
    slug: 'mongodb',
    description:
      'MongoDB University offers free courses, language learning paths and associate certifications for MongoDB and MongoDB Atlas.',
    category: 'Databases',
    color: 'bg-green-600',
    website: 'https://learn.mongodb.com/',
  },
  {
    name: 'HashiCorp',
    slug: 'hashicorp',
    description:
      'HashiCorp publishes free tutorials and associate certifications for Terraform, Vault, Consul and its other infrastructure tools.',
    category: 'DevOps',
    color: 'bg-neutral-900',
    website: 'https://developer.hashicorp.com/',
  },
  {
    name: 'Linux Foundation',
    slug: 'linux-foundation',
    description:
      'The Linux Foundation offers free and paid courses and performance-based certifications on Linux and open source cloud technologies.',
    category: 'Linux & Open Source',
    color: 'bg-blue-900',
    website: 'https://training.linuxfoundation.org/',
  },
  {
    name: 'CNCF',
    slug: 'cncf',
    description:
      'The Cloud Native Computing Foundation, with the Linux Foundation, runs the Kubernetes and cloud native certification exams.',
    category: 'Containers & Kubernetes',
    color: 'bg-indigo-600',
    website: 'https://www.cncf.io/training/certification/',
  },
  {
    name: 'Palo Alto Networks',
    slug: 'palo-alto-networks',
    description:
      'Palo Alto Networks offers certifications and training for its firewalls, SASE, cloud security and security operations products.',
    category: 'Cybersecurity',
    color: 'bg-orange-600',
    website: 'https://www.paloaltonetworks.com/services/education',
  },
  {
    name: 'Fortinet',
    slug: 'fortinet',
    description:
      'The Fortinet Training Institute runs the Fortinet Certified certification program and free self-paced security awareness courses.',
    category: 'Cybersecurity',
    color: 'bg-red-600',
    website: 'https://www.fortinet.com/training-institute',
  },
  {
    name: 'Juniper Networks',
    slug: 'juniper-networks',
    description:
      'Juniper Networks offers the Junos-based certification program across enterprise routing and switching, security, data center and automation.',
    category: 'Networking',
    color: 'bg-teal-600',
    website: 'https://www.juniper.net/us/en/training.html',
  },
  {
    name: 'ISC2',
    slug: 'isc2',
    description:
      'ISC2 is the nonprofit cybersecurity association behind the CISSP, CCSP and Certified in Cybersecurity credentials.',
    category: 'Cybersecurity',
    color: 'bg-lime-600',
    website: 'https://www.isc2.org/',
  },
  {
    name: 'ISACA',
    slug: 'isaca',
    description:
      'ISACA is the professional association behind the CISA, CISM and CRISC credentials for IT audit, security management and risk.',
    category: 'IT Governance',
    color: 'bg-blue-700',
    website: 'https://www.isaca.org/',
  },
  {
    name: 'EC-Council',
    slug: 'ec-council',
    description:
      'EC-Council offers the Certified Ethical Hacker and other certifications in penetration testing, forensics and security operations.',
    category: 'Cybersecurity',
    color: 'bg-red-800',
    website: 'https://www.eccouncil.org/',
  },
  {
    name: 'Splunk',
    slug: 'splunk',
    description:
      'Splunk Education offers free and paid courses and certifications for searching, administering and securing Splunk deployments.',
    category: 'Observability',
    color: 'bg-pink-600',
    website: 'https://www.splunk.com/en_us/training.html',
  },
  {
    name: 'Elastic',
    slug: 'elastic',
    description:
      'Elastic offers instructor-led and on-demand training and certifications for Elasticsearch, Kibana, observability and security.',
    category: 'Search & Observability',
    color: 'bg-yellow-500',
    website: 'https://www.elastic.co/training',
  },
  {
    name: 'Atlassian',
    slug: 'atlassian',
    description:
      'Atlassian University offers free courses and paid certifications for Jira, Confluence and Jira Service Management.',
    category: 'Productivity',
    color: 'bg-blue-600',
    website: 'https://university.atlassian.com/',
  },
  {
    name: 'GitHub',
    slug: 'github',
    description:
      'GitHub offers free interactive GitHub Skills courses and certifications for GitHub Foundations, Actions, Advanced Security, Administration and Copilot.',
    category: 'Developer Tools',
    color: 'bg-gray-900',
    website: 'https://skills.github.com/',
  },
  {
    name: 'GitLab',
    slug: 'gitlab',
    description:
      'GitLab University offers courses and certifications for Git, CI/CD, security and project management on GitLab.',
    category: 'DevOps',
    color: 'bg-orange-500',
    website: 'https://university.gitlab.com/',
  },
  {
    name: 'Docker',
    slug: 'docker',
    description:
      'Docker publishes free getting-started guides and workshops for building, running and sharing containerized applications.',
    category: 'Containers',
    color: 'bg-sky-600',
    website: 'https://docs.docker.com/get-started/',
  },
  {
    name: 'NVIDIA',
    slug: 'nvidia',
    description:
      'The NVIDIA Deep Learning Institute offers courses and certifications in AI, accelerated computing, data science and generative AI.',
    category: 'Artificial Intelligence',
    color: 'bg-green-600',
    website: 'https://www.nvidia.com/en-us/training/',
  },
  {
    name: 'Intel',
    slug: 'intel',
    description:
      'Intel publishes developer training on AI, oneAPI and performance optimization for its processors and accelerators.',
    category: 'Hardware',
    color: 'bg-blue-500',
    website: 'https://www.intel.com/content/www/us/en/developer/overview.html',
  },
  {
    name: 'Unity',
    slug: 'unity',
    description:
      'Unity Learn offers free pathways and tutorials for building games and real-time 3D apps, plus Unity certifications.',
    category: 'Game Development',
    color: 'bg-zinc-800',
    website: 'https://learn.unity.com/',
  },
  {
    name: 'Autodesk',
    slug: 'autodesk',
    description:
      'Autodesk offers learning content and Certified User and Certified Professional exams for AutoCAD, Revit, Fusion, Inventor, Maya and 3ds Max.',
    category: 'Design & Engineering',
    color: 'bg-cyan-700',
    website: 'https://www.autodesk.com/learn',
  },
  {
    name: 'HubSpot',
    slug: 'hubspot',
    description:
      'HubSpot Academy offers free courses and certifications in inbound marketing, sales, customer service and the HubSpot platform.',
    category: 'Marketing',
    color: 'bg-orange-500',
    website: 'https://academy.hubspot.com/',
  },
  {
    name: 'Tableau',
    slug: 'tableau',
    description:
      'Tableau, part of Salesforce, offers free training videos and certifications for analysts, server administrators and consultants.',
    category: 'Data Analytics',
    color: 'bg-indigo-500',
    website: 'https://www.tableau.com/learn/training',
  },
  {
    name: 'Qlik',
    slug: 'qlik',
    description:
      'Qlik offers training, qualifications and certifications for Qlik Sense analytics and Qlik data integration products.',
    category: 'Data Analytics',
    color: 'bg-green-500',
    website: 'https://learning.qlik.com/',
  },
  {
    name: 'Alteryx',
    slug: 'alteryx',
    description:
      'Alteryx offers free interactive lessons and Designer certifications for its analytics automation platform.',
    category: 'Data Analytics',
    color: 'bg-blue-500',
    website: 'https://community.alteryx.com/',
  },
  {
    name: 'UiPath',
    slug: 'uipath',
    description:
      'UiPath Academy offers free robotic process automation courses and role-based UiPath certifications.',
    category: 'Automation',
    color: 'bg-orange-600',
    website: 'https://academy.uipath.com/',
  },
  {
    name: 'Zscaler',
    slug: 'zscaler',
    description: 'Zscaler offers training and certifications for its zero trust security cloud.',
    category: 'Cybersecurity',
    color: 'bg-sky-700',
    website: 'https://www.zscaler.com/',
  },
  {
    name: 'CrowdStrike',
    slug: 'crowdstrike',
    description:
      'CrowdStrike University trains and certifies administrators, responders and threat hunters on the Falcon platform.',
    category: 'Cybersecurity',
    color: 'bg-red-600',
    website: 'https://www.crowdstrike.com/',
  },
  {
    name: 'Check Point',
    slug: 'check-point',
    description:
      'Check Point offers security administrator, expert and master certifications for its Quantum security gateways and management.',
    category: 'Cybersecurity',
    color: 'bg-pink-700',
    website: 'https://www.checkpoint.com/support-services/training-certification/',
  },
  {
    name: 'Nutanix',
    slug: 'nutanix',
    description:
      'Nutanix University offers free and paid training and certifications for hyperconverged infrastructure and hybrid multicloud.',
    category: 'Cloud Infrastructure',
    color: 'bg-indigo-700',
    website: 'https://www.nutanix.com/support-services/training-certification',
  },
  {
    name: 'Dell Technologies',
    slug: 'dell-technologies',
    description:
      'Dell Technologies Education Services offers the Proven Professional certification program for storage, servers, networking and data protection.',
    category: 'Infrastructure',
    color: 'bg-blue-700',
    website: 'https://education.dell.com/',
  },
  {
    name: 'HPE',
    slug: 'hpe',
    description:
      'Hewlett Packard Enterprise offers certifications and training for HPE servers, storage, hybrid cloud and HPE Aruba Networking.',
    category: 'Infrastructure',
    color: 'bg-emerald-500',
    website: 'https://www.hpe.com/',
  },
  {
    name: 'Huawei',
    slug: 'huawei',
    description:
      'Huawei runs the HCIA, HCIP and HCIE certification tracks for networking, cloud, storage, security and AI.',
    category: 'Networking',
    color: 'bg-red-600',
    website: 'https://e.huawei.com/en/talent/',
  },
  {
    name: 'Alibaba Cloud',
    slug: 'alibaba-cloud',
    description:
      'Alibaba Cloud Academy offers Apsara Clouder courses and associate, professional and expert certifications for Alibaba Cloud.',
    category: 'Cloud Computing',
    color: 'bg-orange-500',
    website: 'https://edu.alibabacloud.com/',
  },
  {
    name: 'DigitalOcean',
    slug: 'digitalocean',
    description:
      'DigitalOcean publishes free tutorials on Linux servers, web development, databases and Kubernetes for developers.',
    category: 'Cloud Computing',
    color: 'bg-blue-500',
    website: 'https://www.digitalocean.com/community/tutorials',
  },
  {
    name: 'Cloudflare',
    slug: 'cloudflare',
    description:
      'Cloudflare publishes a free Learning Center on networking, web performance and security concepts.',
    category: 'Network Security',
    color: 'bg-orange-400',
    website: 'https://www.cloudflare.com/learning/',
  },
  {
    name: 'Okta',
    slug: 'okta',
    description:
      'Okta offers training and certifications for administering and developing with its identity and access management platform.',
    category: 'Identity & Access',
    color: 'bg-slate-800',
    website: 'https://www.okta.com/',
  },
  {
    name: 'Twilio',
    slug: 'twilio',
    description: 'Twilio publishes developer documentation and tutorials for its communications APIs.',
    category: 'Developer Tools',
    color: 'bg-red-500',
    website: 'https://www.twilio.com/docs',
  },
  {
    name: 'Shopify',
    slug: 'shopify',
    description:
      'Shopify Academy offers free courses for merchants, partners and developers building on Shopify.',
    category: 'E-commerce',
    color: 'bg-green-600',
    website: 'https://www.shopify.com/',
  },
  {
    name: 'PMI',
    slug: 'pmi',
    description:
      'The Project Management Institute awards the PMP, CAPM and other project, program and agile management certifications.',
    category: 'Project Management',
    color: 'bg-blue-900',
    website: 'https://www.pmi.org/',
  },
  {
    name: 'Scrum.org',
    slug: 'scrum-org',
    description:
      'Scrum.org offers Professional Scrum training and assessments for Scrum Masters, Product Owners, developers and agile leaders.',
    category: 'Agile',
    color: 'bg-sky-800',
    website: 'https://www.scrum.org/',
  },
  {
    name: 'Scrum Alliance',
    slug: 'scrum-alliance',
    description:
      'Scrum Alliance certifies Scrum Masters, Product Owners, developers and agile leaders through instructor-led courses.',
    category: 'Agile',
    color: 'bg-amber-600',
    website: 'https://www.scrumalliance.org/',
  },
  {
    name: 'PeopleCert',
    slug: 'peoplecert',
    description:
      'PeopleCert, owner of Axelos, runs the ITIL, PRINCE2 and MSP best-practice certification schemes.',
    category: 'IT Service Management',
    color: 'bg-purple-700',
    website: 'https://www.peoplecert.org/',
  },
  {
    name: 'Kaggle',
    slug: 'kaggle',
    description:
      'Kaggle Learn offers free, short hands-on courses in Python, SQL, machine learning and data visualization.',
    category: 'Data Science',
    color: 'bg-cyan-500',
    website: 'https://www.kaggle.com/learn',
  },
  {
    name: 'Hugging Face',
    slug: 'hugging-face',
    description:
      'Hugging Face publishes free open courses on large language models, agents, diffusion models, audio and reinforcement learning.',
    category: 'Artificial Intelligence',
    color: 'bg-yellow-400',
    website: 'https://huggingface.co/learn',
  },
];

/** The directory entry whose name matches, ignoring case and surrounding spaces. */
// Looked up once per course card and catalogue row, so by name rather than by a walk of the list.
const providersByName = new Map(PROVIDERS.map((p) => [p.name.toLowerCase(), p]));

export function findProvider(name: string): ProviderEntry | undefined {
  const wanted = name.trim().toLowerCase();
  return providersByName.get(wanted);
}
