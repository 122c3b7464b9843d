import type { SeedCourse } from '@app/core/course';
import { catalogueSearchLink } from '@app/core/providers';

const provider = 'CNCF';
const search = (title: string) => catalogueSearchLink(provider, title);
const cert = (slug: string) => `https://training.linuxfoundation.org/certification/${slug}/`;

export const courses: SeedCourse[] = [
  {
    id: 3100,
    title: 'Certified Kubernetes Administrator (CKA)',
    provider,
    category: 'Containers & Kubernetes',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Performance-based exam on installing, configuring, networking, storing workloads on and troubleshooting Kubernetes clusters.',
    skills: [
      'Cluster architecture',
      'Workloads and scheduling',
      'Services and networking',
      'Storage',
      'Troubleshooting',
    ],
    duration: '2-hour exam',
    link: cert('certified-kubernetes-administrator-cka'),
  },
  {
    id: 3101,
    title: 'Certified Kubernetes Application Developer (CKAD)',
    provider,
    category: 'Containers & Kubernetes',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Performance-based exam on designing, building, configuring and exposing cloud native applications on Kubernetes.',
    skills: ['Application design', 'Deployments', 'Configuration and security', 'Observability', 'Services'],
    duration: '2-hour exam',
    link: cert('certified-kubernetes-application-developer-ckad'),
  },
  {
    id: 3102,
    title: 'Certified Kubernetes Security Specialist (CKS)',
    provider,
    category: 'Cloud Security',
    level: 'Advanced',
    price: 'Paid',
    description:
      'Performance-based exam for CKA holders on securing container builds, deployments and the Kubernetes runtime.',
    skills: [
      'Cluster hardening',
      'System hardening',
      'Supply chain security',
      'Runtime security',
      'Network policies',
    ],
    duration: '2-hour exam',
    link: search('Certified Kubernetes Security Specialist'),
  },
  {
    id: 3103,
    title: 'Kubernetes and Cloud Native Associate (KCNA)',
    provider,
    category: 'Containers & Kubernetes',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level exam on Kubernetes fundamentals, container orchestration, cloud native architecture and observability.',
    skills: [
      'Kubernetes fundamentals',
      'Container orchestration',
      'Cloud native architecture',
      'Application delivery',
    ],
    duration: '90-minute exam',
    link: cert('kubernetes-cloud-native-associate'),
  },
  {
    id: 3104,
    title: 'Kubernetes and Cloud Native Security Associate (KCSA)',
    provider,
    category: 'Cloud Security',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Entry-level exam on cloud native security concepts, Kubernetes security fundamentals and compliance.',
    skills: [
      'Cloud native security',
      'Kubernetes threat model',
      'Platform security',
      'Compliance frameworks',
    ],
    link: search('Kubernetes and Cloud Native Security Associate'),
  },
  {
    id: 3105,
    title: 'Prometheus Certified Associate (PCA)',
    provider,
    category: 'Observability & Monitoring',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Exam on observability concepts, Prometheus fundamentals, PromQL, instrumentation and alerting.',
    skills: ['Prometheus', 'PromQL', 'Instrumentation', 'Alerting', 'Dashboards'],
    link: search('Prometheus Certified Associate'),
  },
  {
    id: 3106,
    title: 'Istio Certified Associate (ICA)',
    provider,
    category: 'Containers & Kubernetes',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Performance-based exam on installing Istio and configuring traffic management, security and observability.',
    skills: ['Istio', 'Service mesh', 'Traffic management', 'Mutual TLS'],
    link: search('Istio Certified Associate'),
  },
  {
    id: 3107,
    title: 'Cilium Certified Associate (CCA)',
    provider,
    category: 'Networking',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Exam on Cilium networking, network policy, observability with Hubble and service mesh in Kubernetes.',
    skills: ['Cilium', 'eBPF', 'Network policy', 'Hubble'],
    link: search('Cilium Certified Associate'),
  },
  {
    id: 3108,
    title: 'Certified Argo Project Associate (CAPA)',
    provider,
    category: 'DevOps',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Exam on Argo CD, Argo Workflows, Argo Rollouts and Argo Events for delivery on Kubernetes.',
    skills: ['Argo CD', 'Argo Workflows', 'Argo Rollouts', 'GitOps'],
    link: search('Certified Argo Project Associate'),
  },
  {
    id: 3109,
    title: 'GitOps Certified Associate (CGOA)',
    provider,
    category: 'DevOps',
    level: 'Beginner',
    price: 'Paid',
    description:
      'Exam on GitOps principles, terminology, patterns and tooling for declarative continuous delivery.',
    skills: ['GitOps principles', 'Declarative configuration', 'Reconciliation', 'GitOps tooling'],
    link: search('GitOps Certified Associate'),
  },
  {
    id: 3110,
    title: 'OpenTelemetry Certified Associate (OTCA)',
    provider,
    category: 'Observability & Monitoring',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Exam on OpenTelemetry concepts, the API and SDK, the Collector and debugging telemetry pipelines.',
    skills: ['OpenTelemetry', 'Traces, metrics and logs', 'OpenTelemetry Collector', 'Instrumentation'],
    link: search('OpenTelemetry Certified Associate'),
  },
  {
    id: 3111,
    title: 'Certified Backstage Associate (CBA)',
    provider,
    category: 'Developer Tools',
    level: 'Intermediate',
    price: 'Paid',
    description: 'Exam on building and customizing internal developer portals with Backstage.',
    skills: ['Backstage', 'Software catalog', 'Plugins', 'Software templates'],
    link: search('Certified Backstage Associate'),
  },
];
