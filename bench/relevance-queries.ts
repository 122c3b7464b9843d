// The judged queries of the course search relevance benchmark (bench/relevance.ts): searches as
// users type them into the catalogue page, each with the seed course(s) that must come back in the
// first three results. A query lists one to three acceptable ids; it passes when any of them is in
// the top three, and its reciprocal rank is that of the best-ranked one.
//
// Judged from the seed data alone (apps/server/src/modules/catalog/seed-courses): the course whose
// title or exam the user clearly means, or, for a broad query, the most central certification or
// course for it. Never from what a search implementation returns. Comments name the expected
// courses where the id alone does not make the choice obvious.

export const QUERY_KINDS = [
  'exact title',
  'partial title',
  'exam code',
  'vendor + product',
  'skill',
  'misspelling',
  'alias',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface JudgedQuery {
  kind: QueryKind;
  /** The search text, as typed. */
  q: string;
  /** Seed course ids, one to three; any of them in the top three passes. */
  expect: readonly number[];
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Exact titles, typed lowercase and without the title's punctuation.
  { kind: 'exact title', q: 'aws cloud practitioner essentials', expect: [1012] },
  { kind: 'exact title', q: 'google data analytics professional certificate', expect: [1301] },
  { kind: 'exact title', q: 'ibm data science professional certificate', expect: [1500] },
  { kind: 'exact title', q: 'certified kubernetes administrator', expect: [3100] },
  // CompTIA Security+ (the CertMaster course for it is not what the title names).
  { kind: 'exact title', q: 'comptia security+', expect: [1802] },
  { kind: 'exact title', q: 'machine learning crash course', expect: [1311] },
  // EC-Council CEH, not Cisco's "Ethical Hacker" course.
  { kind: 'exact title', q: 'certified ethical hacker', expect: [3700] },
  { kind: 'exact title', q: 'itil 4 foundation', expect: [6100] },
  // PMI's PMP, not Google's "Project Management Professional Certificate".
  { kind: 'exact title', q: 'project management professional', expect: [5800] },
  { kind: 'exact title', q: 'tableau desktop specialist', expect: [4801] },
  { kind: 'exact title', q: 'introduction to kubernetes', expect: [3001] },
  { kind: 'exact title', q: 'hashicorp certified terraform associate', expect: [2900] },
  // Platform Developer I, not II (whose title contains this one).
  { kind: 'exact title', q: 'salesforce certified platform developer i', expect: [1403] },
  { kind: 'exact title', q: 'data analysis with python', expect: [1519] },
  { kind: 'exact title', q: 'certified information systems security professional', expect: [3501] },
  { kind: 'exact title', q: 'google it automation with python professional certificate', expect: [1308] },
  // Python Essentials 1, not 2.
  { kind: 'exact title', q: 'python essentials 1', expect: [1727] },

  // Partial titles: the distinctive words of one title.
  // AZ-900 certification, or the Microsoft Learn path "Azure Fundamentals: Describe cloud concepts".
  { kind: 'partial title', q: 'azure fundamentals', expect: [1100, 1137] },
  { kind: 'partial title', q: 'google data analytics', expect: [1301] },
  // The certification, or the exam-prep course for it.
  { kind: 'partial title', q: 'aws solutions architect associate', expect: [1002, 1044] },
  { kind: 'partial title', q: 'azure administrator', expect: [1105] },
  { kind: 'partial title', q: 'power bi data analyst', expect: [1112] },
  { kind: 'partial title', q: 'google it support', expect: [1300] },
  { kind: 'partial title', q: 'ibm data analyst', expect: [1501] },
  { kind: 'partial title', q: 'meta front end developer', expect: [1908] },
  { kind: 'partial title', q: 'google ux design', expect: [1305] },
  // OCI Foundations Associate (1Z0-1085), or "Become an OCI Foundations Associate".
  { kind: 'partial title', q: 'oci foundations associate', expect: [1600, 1623] },
  // PSM I, the entry level of the three.
  { kind: 'partial title', q: 'professional scrum master', expect: [5900] },
  { kind: 'partial title', q: 'databricks data engineer associate', expect: [2600] },
  // Red Hat System Administration I (RH124) or II (RH134).
  { kind: 'partial title', q: 'red hat system administration', expect: [2200, 2201] },
  { kind: 'partial title', q: 'snowpro core', expect: [2701] },
  { kind: 'partial title', q: 'google project management', expect: [1304] },
  // The ML Specialty retired (March 2026) and leaves the default search; its successor is the answer.
  { kind: 'partial title', q: 'aws machine learning specialty', expect: [1006] },
  { kind: 'partial title', q: 'cloud digital leader', expect: [1200] },

  // Exam codes, as printed, without the hyphen and in lowercase.
  // AZ-900 certification, or the Learn path that prepares for it.
  { kind: 'exam code', q: 'AZ-900', expect: [1100, 1137] },
  { kind: 'exam code', q: 'az900', expect: [1100, 1137] },
  { kind: 'exam code', q: 'PL-300', expect: [1112] },
  { kind: 'exam code', q: 'pl300', expect: [1112] },
  // Solutions Architect – Associate; only its exam-prep course carries the code.
  { kind: 'exam code', q: 'SAA-C03', expect: [1002, 1044] },
  { kind: 'exam code', q: 'saa-c03', expect: [1002, 1044] },
  { kind: 'exam code', q: 'CKA', expect: [3100] },
  // CKA, not CKAD (whose code contains it).
  { kind: 'exam code', q: 'cka', expect: [3100] },
  // The CCNA certification.
  { kind: 'exam code', q: 'CCNA', expect: [1703] },
  // OCI Foundations Associate, or the learning path for it.
  { kind: 'exam code', q: '1Z0-1085', expect: [1600, 1623] },
  { kind: 'exam code', q: '1z01085', expect: [1600, 1623] },
  // The RHCSA exam, or RH199, the rapid-track course for it.
  { kind: 'exam code', q: 'EX200', expect: [2202, 2203] },
  { kind: 'exam code', q: 'ex200', expect: [2202, 2203] },
  { kind: 'exam code', q: 'AZ-104', expect: [1105] },
  // DP-900 certification, or the Learn path "Azure Data Fundamentals: Explore core data concepts".
  { kind: 'exam code', q: 'dp-900', expect: [1102, 1139] },
  // Cloud Practitioner certification.
  { kind: 'exam code', q: 'CLF-C02', expect: [1000] },
  // SC-900 certification, or the Learn path for it.
  { kind: 'exam code', q: 'sc900', expect: [1103, 1140] },
  { kind: 'exam code', q: 'CISSP', expect: [3501] },
  { kind: 'exam code', q: 'ai-102', expect: [1110] },
  // The RHCSA exam, or RH199.
  { kind: 'exam code', q: 'rhcsa', expect: [2202, 2203] },

  // Vendor + product.
  // Associate certification, its exam-prep course, or the Professional one.
  { kind: 'vendor + product', q: 'aws solutions architect', expect: [1002, 1044, 1007] },
  { kind: 'vendor + product', q: 'salesforce administrator', expect: [1400] },
  { kind: 'vendor + product', q: 'cisco ccna', expect: [1703] },
  // Power BI Data Analyst Associate (PL-300).
  { kind: 'vendor + product', q: 'microsoft power bi', expect: [1112] },
  // Professional Cloud Architect.
  { kind: 'vendor + product', q: 'google cloud architect', expect: [1204] },
  { kind: 'vendor + product', q: 'hashicorp terraform', expect: [2900] },
  // The Copilot certification, or the GitHub Skills course.
  { kind: 'vendor + product', q: 'github copilot', expect: [4104, 4111] },
  { kind: 'vendor + product', q: 'splunk enterprise security', expect: [3807] },
  // VCP-DCV, the certification for installing, configuring and managing vSphere.
  { kind: 'vendor + product', q: 'vmware vsphere', expect: [2305] },
  { kind: 'vendor + product', q: 'adobe photoshop', expect: [2000] },
  { kind: 'vendor + product', q: 'autodesk autocad', expect: [4601] },
  // OpenShift Administration I (DO180), the EX280 exam, or the DO080 overview.
  { kind: 'vendor + product', q: 'red hat openshift', expect: [2208, 2210, 2207] },
  // Spark developer certification, or Apache Spark Programming with Databricks.
  { kind: 'vendor + product', q: 'databricks spark', expect: [2606, 2610] },
  // Azure Security Engineer Associate (AZ-500).
  { kind: 'vendor + product', q: 'microsoft azure security', expect: [1109] },
  // Developer – Associate, or the Developing on AWS course.
  { kind: 'vendor + product', q: 'aws developer', expect: [1003, 1017] },
  // MongoDB Associate Developer Exam.
  { kind: 'vendor + product', q: 'mongodb developer', expect: [2800] },
  // Next-Generation Firewall Engineer.
  { kind: 'vendor + product', q: 'palo alto firewall', expect: [3204] },
  // Professional Data Engineer.
  { kind: 'vendor + product', q: 'google cloud data engineer', expect: [1205] },

  // Skills: the most central certification or course for the skill.
  // Power BI Data Analyst Associate (PL-300).
  { kind: 'skill', q: 'power bi', expect: [1112] },
  // CKA, Introduction to Kubernetes (LFS158), or KCNA.
  { kind: 'skill', q: 'kubernetes', expect: [3100, 3001, 3103] },
  // CompTIA PenTest+, EC-Council CPENT, or Cisco's Ethical Hacker (a pen-testing course).
  { kind: 'skill', q: 'penetration testing', expect: [1804, 3703, 1729] },
  // Tableau Desktop Specialist or Tableau Certified Data Analyst.
  { kind: 'skill', q: 'tableau', expect: [4801, 4802] },
  // Terraform Associate, or the Professional one.
  { kind: 'skill', q: 'terraform', expect: [2900, 2901] },
  // RHEL Automation with Ansible (RH294), or RHCE.
  { kind: 'skill', q: 'ansible', expect: [2204, 2205] },
  // Introduction to Containers w/ Docker, Kubernetes & OpenShift.
  { kind: 'skill', q: 'docker', expect: [1525] },
  // Kaggle Intro to SQL, Oracle Database SQL (1Z0-071), or IBM Databases and SQL.
  { kind: 'skill', q: 'sql', expect: [6206, 1614, 1518] },
  // Machine Learning Crash Course, Kaggle Intro to ML, or Google's Introduction to ML.
  { kind: 'skill', q: 'machine learning', expect: [1311, 6203, 1312] },
  // Kaggle Intro to Deep Learning, NVIDIA Fundamentals / Getting Started with Deep Learning.
  { kind: 'skill', q: 'deep learning', expect: [6210, 4402, 4401] },
  // CEH, Ethical Hacking Essentials, or Cisco's Ethical Hacker.
  { kind: 'skill', q: 'ethical hacking', expect: [3700, 3708, 1729] },
  // PMP, Google Project Management, or CAPM.
  { kind: 'skill', q: 'project management', expect: [5800, 1304, 5801] },
  // Foundations of Prompt Engineering, or Google Prompting Essentials.
  { kind: 'skill', q: 'prompt engineering', expect: [1037, 1310] },
  // Google Digital Marketing & E-commerce, HubSpot Digital Marketing, or Meta Digital Marketing Associate.
  { kind: 'skill', q: 'digital marketing', expect: [1306, 4705, 1900] },
  // Microsoft Office Specialist: Excel Associate.
  { kind: 'skill', q: 'excel', expect: [1136] },
  // Spark developer certification, or Apache Spark Programming with Databricks.
  { kind: 'skill', q: 'apache spark', expect: [2606, 2610] },

  // Misspellings: one or two letters wrong in words of four letters or more.
  { kind: 'misspelling', q: 'kubernets', expect: [3100, 3001, 3103] },
  { kind: 'misspelling', q: 'tablaeu', expect: [4801, 4802] },
  // Salesforce Administrator, Platform Basics, or Salesforce Certified Associate (entry points).
  { kind: 'misspelling', q: 'salesfroce', expect: [1400, 1431, 1406] },
  { kind: 'misspelling', q: 'salesfroce administrator', expect: [1400] },
  // IBM Data Analysis with Python.
  { kind: 'misspelling', q: 'pyhton data analysis', expect: [1519] },
  { kind: 'misspelling', q: 'terrafrom associate', expect: [2900] },
  { kind: 'misspelling', q: 'certifed ethical hacker', expect: [3700] },
  { kind: 'misspelling', q: 'azrue fundamentals', expect: [1100, 1137] },
  { kind: 'misspelling', q: 'google analitics', expect: [1326] },
  // Elasticsearch Engineer course, or Elastic Certified Engineer (an Elasticsearch cert).
  { kind: 'misspelling', q: 'elasticsaerch engineer', expect: [3903, 3900] },
  { kind: 'misspelling', q: 'promethus', expect: [3105] },
  { kind: 'misspelling', q: 'machine lerning crash course', expect: [1311] },
  { kind: 'misspelling', q: 'kubernetes adminstrator', expect: [3100] },
  // Google Cybersecurity Professional Certificate, or the Google Cloud Cybersecurity Certificate.
  { kind: 'misspelling', q: 'google cybersecurty certificate', expect: [1307, 1229] },
  // CCNA Automation (formerly DevNet Associate).
  { kind: 'misspelling', q: 'devnet asociate', expect: [1705] },
  { kind: 'misspelling', q: 'photoshp', expect: [2000] },
  { kind: 'misspelling', q: 'ansibel', expect: [2204, 2205] },
  { kind: 'misspelling', q: 'tableu desktop specialist', expect: [4801] },

  // Aliases: abbreviations and other names for what the titles spell out.
  // k8s = Kubernetes: CKA, Introduction to Kubernetes, or KCNA.
  { kind: 'alias', q: 'k8s', expect: [3100, 3001, 3103] },
  // CKS, KCSA, or Kubernetes Security Essentials (LFS260).
  { kind: 'alias', q: 'k8s security', expect: [3102, 3104, 3004] },
  // ml = machine learning: Machine Learning Crash Course, Kaggle Intro to ML, Google's Intro to ML.
  { kind: 'alias', q: 'ml', expect: [1311, 6203, 1312] },
  // AWS or Google Cloud Machine Learning Engineer certifications.
  { kind: 'alias', q: 'ml engineer', expect: [1006, 1210] },
  // AWS Machine Learning Engineer – Associate, or Machine Learning – Specialty.
  { kind: 'alias', q: 'aws ml', expect: [1006, 1011] },
  // gcp = Google Cloud: Core Infrastructure fundamentals, Cloud Digital Leader, Associate Cloud Engineer.
  { kind: 'alias', q: 'gcp', expect: [1213, 1200, 1202] },
  { kind: 'alias', q: 'gcp data engineer', expect: [1205] },
  { kind: 'alias', q: 'gcp professional cloud architect', expect: [1204] },
  // Cloud Practitioner, Cloud Practitioner Essentials, or AWS Technical Essentials.
  { kind: 'alias', q: 'amazon web services', expect: [1000, 1012, 1013] },
  { kind: 'alias', q: 'amazon web services cloud practitioner', expect: [1000, 1012] },
  // infosec = information security: CISSP, Security+, or CISM.
  { kind: 'alias', q: 'infosec', expect: [3501, 1802, 3601] },
  // Google Cybersecurity Professional Certificate, Security+, or ISC2 Certified in Cybersecurity.
  { kind: 'alias', q: 'cyber security', expect: [1307, 1802, 3500] },
  // genai = generative AI: the introductions from Google Cloud, NVIDIA and IBM.
  { kind: 'alias', q: 'genai', expect: [1214, 4400, 1523] },
  // CompTIA Security+, or CertMaster Learn for Security+.
  { kind: 'alias', q: 'security plus', expect: [1802, 1821] },
  // CompTIA Network+, or CertMaster Learn for Network+.
  { kind: 'alias', q: 'network plus', expect: [1801, 1822] },
  // ms = Microsoft: Microsoft Office Specialist: Excel Associate.
  { kind: 'alias', q: 'ms excel', expect: [1136] },
  // Certified ScrumMaster (one word in its title), or PSM I.
  { kind: 'alias', q: 'scrum master', expect: [6000, 5900] },
  // pen test = penetration testing: CompTIA PenTest+, or CPENT.
  { kind: 'alias', q: 'pen test', expect: [1804, 3703] },
];
