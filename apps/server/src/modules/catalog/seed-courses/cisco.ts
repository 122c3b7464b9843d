import type { SeedCourse } from '@app/core/course';

const provider = 'Cisco';
const netacad = (slug: string) => `https://www.netacad.com/courses/${slug}`;

export const courses: SeedCourse[] = [
  {
    id: 1700,
    title: 'Cisco Certified Support Technician (CCST) Networking',
    provider,
    category: 'Networking',
    level: 'Beginner',
    price: '$125 exam',
    description:
      'Entry-level certification on networking standards, addressing, devices, troubleshooting and basic network security.',
    skills: ['Network fundamentals', 'IP addressing', 'Network devices', 'Troubleshooting'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/exams/ccst-networking.html',
  },
  {
    id: 1701,
    title: 'Cisco Certified Support Technician (CCST) Cybersecurity',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: '$125 exam',
    description:
      'Entry-level certification on security principles, network and endpoint security, vulnerability assessment and incident handling.',
    skills: [
      'Security principles',
      'Network security',
      'Endpoint security',
      'Vulnerability assessment',
      'Incident handling',
    ],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/exams/ccst-cybersecurity.html',
  },
  {
    id: 1702,
    title: 'Cisco Certified Support Technician (CCST) IT Support',
    provider,
    category: 'IT Support',
    level: 'Beginner',
    price: '$125 exam',
    description:
      'Entry-level certification on troubleshooting hardware, operating systems, networks and security for end users.',
    skills: ['Troubleshooting', 'Hardware', 'Operating systems', 'Customer support'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/exams/ccst-it-support.html',
  },
  {
    id: 1703,
    title: 'Cisco Certified Network Associate (CCNA)',
    provider,
    category: 'Networking',
    level: 'Intermediate',
    price: '$300 exam',
    description:
      'Widely recognised associate certification on network fundamentals, IP connectivity, IP services, security and automation.',
    skills: [
      'Routing and switching',
      'IPv4 and IPv6',
      'VLANs',
      'OSPF',
      'Network security',
      'Automation basics',
    ],
    duration: '120-minute exam',
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/enterprise/ccna/index.html',
  },
  {
    // Renamed in February 2026 (Cisco's DevNet and CyberOps certifications became CCNA/CCNP Automation and
    // Cybersecurity; its redirect map sends the old page here): stored guides, e.g.
    // https://firstpasslab.com/blog/2026-03-04-devnet-ccie-automation-rebrand-what-it-means
    id: 1704,
    title: 'CCNA Cybersecurity',
    provider,
    category: 'Security Operations',
    level: 'Intermediate',
    price: '$300 exam',
    description:
      'Associate certification for security operations center analysts on monitoring, host and network analysis and incident response. Formerly Cisco Certified CyberOps Associate, renamed by Cisco in February 2026.',
    skills: ['Security monitoring', 'Host-based analysis', 'Network intrusion analysis', 'Incident response'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/cybersecurity/ccna-cybersecurity/index.html',
    examCode: '200-201',
    factsConfirmedOn: '2026-11-26',
  },
  {
    // Renamed in February 2026 (Cisco's DevNet and CyberOps certifications became CCNA/CCNP Automation and
    // Cybersecurity; its redirect map sends the old page here): stored guides, e.g.
    // https://firstpasslab.com/blog/2026-03-04-devnet-ccie-automation-rebrand-what-it-means
    id: 1705,
    title: 'CCNA Automation',
    provider,
    category: 'DevOps',
    level: 'Intermediate',
    price: '$300 exam',
    description:
      'Associate certification on software development and design for Cisco platforms, APIs, application deployment and network automation. Formerly Cisco Certified DevNet Associate, renamed by Cisco in February 2026.',
    skills: ['Python', 'REST APIs', 'Network automation', 'Cisco platforms', 'Application deployment'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/automation/ccna-automation/index.html',
    examCode: '200-901',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 1706,
    title: 'CCNP Enterprise',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional certification for enterprise networking, earned with the ENCOR core exam and one concentration exam.',
    skills: ['Enterprise architecture', 'Advanced routing', 'SD-WAN', 'Wireless', 'Network assurance'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/enterprise/ccnp-enterprise/index.html',
  },
  {
    id: 1707,
    title: 'CCNP Security',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional certification for security engineers, earned with the SCOR core exam and one security concentration exam.',
    skills: ['Firewalls', 'VPNs', 'Secure network access', 'Endpoint protection', 'Cloud security'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/security/ccnp-security/index.html',
  },
  {
    id: 1708,
    title: 'CCNP Data Center',
    provider,
    category: 'Data Center',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional certification on data center networking, compute, storage networking, automation and security.',
    skills: [
      'Data center networking',
      'Cisco ACI',
      'Unified Computing System',
      'Storage networking',
      'Automation',
    ],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/datacenter/ccnp-data-center/index.html',
  },
  {
    id: 1710,
    title: 'CCNP Service Provider',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional certification on service provider network infrastructure, including core architecture, MPLS and segment routing.',
    skills: ['Service provider architecture', 'MPLS', 'Segment routing', 'BGP', 'VPN services'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/service-provider/ccnp-service-provider/index.html',
  },
  {
    // Renamed in February 2026 (Cisco's DevNet and CyberOps certifications became CCNA/CCNP Automation and
    // Cybersecurity; its redirect map sends the old page here): stored guides, e.g.
    // https://firstpasslab.com/blog/2026-03-04-devnet-ccie-automation-rebrand-what-it-means
    id: 1711,
    title: 'CCNP Automation',
    provider,
    category: 'DevOps',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional certification on developing and maintaining applications built on Cisco platforms and automating networks. Formerly Cisco Certified DevNet Professional, renamed by Cisco in February 2026.',
    skills: ['Software design', 'APIs', 'CI/CD', 'Infrastructure automation', 'Python'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/automation/ccnp-automation/index.html',
    examCode: '350-901',
    factsConfirmedOn: '2026-11-26',
  },
  {
    // Renamed in February 2026 (Cisco's DevNet and CyberOps certifications became CCNA/CCNP Automation and
    // Cybersecurity; its redirect map sends the old page here): stored guides, e.g.
    // https://firstpasslab.com/blog/2026-03-04-devnet-ccie-automation-rebrand-what-it-means
    id: 1712,
    title: 'CCNP Cybersecurity',
    provider,
    category: 'Security Operations',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Professional certification on incident response, cloud security, forensics and automating security operations. Formerly Cisco Certified CyberOps Professional, renamed by Cisco in February 2026.',
    skills: ['Incident response', 'Digital forensics', 'Threat hunting', 'Security automation'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/cybersecurity/ccnp-cybersecurity/index.html',
    factsConfirmedOn: '2026-11-26',
  },
  {
    id: 1713,
    title: 'CCIE Enterprise Infrastructure',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Expert-level certification with a qualifying exam and an 8-hour hands-on lab on designing, deploying and optimizing enterprise networks.',
    skills: ['Advanced routing', 'Switching', 'SD-WAN', 'SD-Access', 'Network automation'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/enterprise/ccie-enterprise-infrastructure/index.html',
  },
  {
    id: 1714,
    title: 'CCIE Security',
    provider,
    category: 'Network Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Expert-level certification with a hands-on lab on designing, deploying and troubleshooting complex security solutions.',
    skills: ['Perimeter security', 'Secure connectivity', 'Identity services', 'Threat defense'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/security/ccie-security/index.html',
  },
  {
    id: 1716,
    title: 'Cisco Certified Design Expert (CCDE)',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Expert-level certification on network design, translating business requirements into large-scale network architectures.',
    skills: ['Network design', 'Business requirements', 'Resiliency', 'Scalability'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/certifications/design/ccde/index.html',
  },
  {
    id: 1718,
    title: 'Implementing and Operating Cisco Enterprise Network Core Technologies (ENCOR)',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Official Cisco course for the CCNP and CCIE Enterprise core exam on dual-stack architecture, virtualization, assurance and automation.',
    skills: ['Enterprise architecture', 'Virtualization', 'Network assurance', 'Security', 'Automation'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/training/courses/encor.html',
  },
  {
    id: 1719,
    title: 'Implementing Cisco Enterprise Advanced Routing and Services (ENARSI)',
    provider,
    category: 'Networking',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Official Cisco course on configuring and troubleshooting advanced routing, VPN services and infrastructure security.',
    skills: ['EIGRP', 'OSPF', 'BGP', 'DMVPN', 'Infrastructure security'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/training/courses/enarsi.html',
  },
  {
    id: 1723,
    title: 'Developing Applications and Automating Workflows using Cisco Platforms (DEVASC)',
    provider,
    category: 'DevOps',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Official Cisco course for the CCNA Automation exam (formerly DevNet Associate) on programming, APIs and automating Cisco infrastructure. Cisco now lists it as CCNAAUTO.',
    skills: ['Python', 'REST APIs', 'Git', 'Network programmability', 'Docker'],
    link: 'https://www.cisco.com/site/us/en/learn/training-certifications/training/courses/ccnaauto.html',
  },
  {
    id: 1724,
    title: 'Introduction to Cybersecurity',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free self-paced Cisco Networking Academy course on why cybersecurity matters, common threats and how to protect personal data.',
    skills: ['Cyber threats', 'Data protection', 'Online safety', 'Cybersecurity careers'],
    duration: '6 hours',
    link: netacad('introduction-to-cybersecurity'),
  },
  {
    id: 1725,
    title: 'Networking Basics',
    provider,
    category: 'Networking',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free self-paced Networking Academy course on how networks work, network types, IP addressing and building a small network.',
    skills: ['Network types', 'IP addressing', 'Wireless networking', 'Packet Tracer'],
    link: netacad('networking-basics'),
  },
  {
    id: 1726,
    title: 'Getting Started with Cisco Packet Tracer',
    provider,
    category: 'Networking',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Networking Academy course on using the Packet Tracer simulation tool to build, configure and test networks.',
    skills: ['Packet Tracer', 'Network simulation', 'Device configuration', 'Topology design'],
    link: netacad('packet-tracer'),
  },
  {
    id: 1727,
    title: 'Python Essentials 1',
    provider,
    category: 'Programming',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Networking Academy course, developed with the OpenEDG Python Institute, on Python programming basics. Aligned with PCEP.',
    skills: ['Python', 'Data types', 'Loops', 'Functions', 'Lists'],
    link: netacad('python-essentials-1'),
  },
  {
    id: 1728,
    title: 'Python Essentials 2',
    provider,
    category: 'Programming',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Networking Academy course on intermediate Python: modules, packages, exceptions, strings, object-oriented programming and files. Aligned with PCAP.',
    skills: ['Modules and packages', 'Exceptions', 'Object-oriented programming', 'File handling'],
    link: netacad('python-essentials-2'),
  },
  {
    id: 1729,
    title: 'Ethical Hacker',
    provider,
    category: 'Ethical Hacking',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Networking Academy course on penetration testing methodology, reconnaissance, exploitation and reporting with hands-on labs.',
    skills: ['Penetration testing', 'Reconnaissance', 'Vulnerability scanning', 'Exploitation', 'Reporting'],
    duration: '70 hours',
    link: netacad('ethical-hacker'),
  },
  {
    id: 1730,
    title: 'Introduction to Data Science',
    provider,
    category: 'Data Science',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Networking Academy course on what data science is, how data is used and careers in data.',
    skills: ['Data science concepts', 'Data analysis', 'Big data', 'Machine learning basics'],
    link: netacad('introduction-to-data-science'),
  },
  {
    id: 1731,
    title: 'Data Analytics Essentials',
    provider,
    category: 'Data Analytics',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Networking Academy course on the data analysis process with Excel, SQL and Tableau and telling stories with data.',
    skills: ['Excel', 'SQL', 'Tableau', 'Data storytelling'],
    link: netacad('data-analytics-essentials'),
  },
  {
    id: 1732,
    title: 'Junior Cybersecurity Analyst Career Path',
    provider,
    category: 'Cybersecurity',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Networking Academy career path of several courses that prepares learners for entry-level cybersecurity jobs and the CCST Cybersecurity exam.',
    skills: ['Network defense', 'Endpoint security', 'Cyber threat management', 'Security operations'],
    link: 'https://www.netacad.com/career-paths/cybersecurity',
  },
  {
    id: 1733,
    title: 'Introduction to IoT and Digital Transformation',
    provider,
    category: 'Hardware & IoT',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Networking Academy course on how the Internet of Things and digital transformation are changing businesses and jobs.',
    skills: ['Internet of Things', 'Digital transformation', 'Automation', 'Security'],
    link: 'https://www.netacad.com/courses/introduction-iot',
  },
];
