import type { SeedCourse } from '@app/core/course';

const provider = 'Databricks';
const cert = (slug: string) => `https://www.databricks.com/learn/certification/${slug}`;

export const courses: SeedCourse[] = [
  {
    id: 2600,
    title: 'Databricks Certified Data Engineer Associate',
    provider,
    category: 'Data Engineering',
    level: 'Intermediate',
    price: '$200 exam',
    description:
      'Certification on building ETL pipelines on the Databricks Data Intelligence Platform with Spark SQL, Python and Delta Lake.',
    skills: ['Apache Spark', 'Delta Lake', 'Spark SQL', 'ETL pipelines', 'Unity Catalog'],
    duration: '90-minute exam',
    link: cert('data-engineer-associate'),
  },
  {
    id: 2601,
    title: 'Databricks Certified Data Engineer Professional',
    provider,
    category: 'Data Engineering',
    level: 'Advanced',
    price: '$200 exam',
    description:
      'Advanced certification on building optimized, secure and production-grade data pipelines and data models on Databricks.',
    skills: [
      'Data modeling',
      'Structured Streaming',
      'Delta Lake optimization',
      'Security and governance',
      'Testing and deployment',
    ],
    link: cert('data-engineer-professional'),
  },
  {
    id: 2602,
    title: 'Databricks Certified Data Analyst Associate',
    provider,
    category: 'Data Analytics',
    level: 'Intermediate',
    price: '$200 exam',
    description:
      'Certification on using Databricks SQL to query data, build visualizations and dashboards, and manage data.',
    skills: ['Databricks SQL', 'SQL queries', 'Dashboards', 'Data management'],
    link: cert('data-analyst-associate'),
  },
  {
    id: 2603,
    title: 'Databricks Certified Machine Learning Associate',
    provider,
    category: 'Machine Learning',
    level: 'Intermediate',
    price: '$200 exam',
    description:
      'Certification on basic machine learning tasks on Databricks: exploration, feature engineering, training, tuning and tracking.',
    skills: [
      'Databricks Machine Learning',
      'Feature engineering',
      'MLflow',
      'Hyperparameter tuning',
      'Spark ML',
    ],
    link: cert('machine-learning-associate'),
  },
  {
    id: 2604,
    title: 'Databricks Certified Machine Learning Professional',
    provider,
    category: 'Machine Learning',
    level: 'Advanced',
    price: '$200 exam',
    description:
      'Advanced certification on managing experiments, model lifecycles, deployment and monitoring on Databricks.',
    skills: ['MLflow', 'Model registry', 'Model deployment', 'Model monitoring', 'MLOps'],
    link: cert('machine-learning-professional'),
  },
  {
    id: 2605,
    title: 'Databricks Certified Generative AI Engineer Associate',
    provider,
    category: 'Generative AI',
    level: 'Intermediate',
    price: '$200 exam',
    description:
      'Certification on designing and deploying LLM-enabled applications on Databricks, including RAG and model serving.',
    skills: [
      'Retrieval augmented generation',
      'Vector Search',
      'Prompt engineering',
      'Model serving',
      'LLM evaluation',
    ],
    link: cert('genai-engineer-associate'),
  },
  {
    id: 2606,
    title: 'Databricks Certified Associate Developer for Apache Spark',
    provider,
    category: 'Big Data',
    level: 'Intermediate',
    price: '$200 exam',
    description: 'Certification on using the Spark DataFrame API for data manipulation tasks in Python.',
    skills: ['Apache Spark', 'DataFrame API', 'PySpark', 'Spark architecture'],
    link: 'https://www.databricks.com/learn/certification/apache-spark-developer-associate',
  },
  {
    id: 2607,
    title: 'Databricks Fundamentals Accreditation',
    provider,
    category: 'Data Engineering',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Databricks Academy accreditation on the basics of the Databricks Data Intelligence Platform.',
    skills: ['Lakehouse concepts', 'Databricks workspace', 'Delta Lake', 'Unity Catalog'],
    link: 'https://www.databricks.com/resources/learn/training/databricks-fundamentals',
  },
  {
    id: 2608,
    title: 'Generative AI Fundamentals Accreditation',
    provider,
    category: 'Generative AI',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Databricks Academy accreditation on generative AI concepts, LLM applications and adoption considerations.',
    skills: ['Generative AI concepts', 'Large language models', 'LLM applications', 'AI risks'],
    link: 'https://www.databricks.com/resources/learn/training/generative-ai-fundamentals',
  },
  {
    id: 2609,
    title: 'Data Engineering with Databricks',
    provider,
    category: 'Data Engineering',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Databricks Academy course on ingesting, transforming and orchestrating data with Spark, Delta Lake and Lakeflow.',
    skills: ['Data ingestion', 'Delta Lake', 'Declarative pipelines', 'Workflows', 'Unity Catalog'],
    link: 'https://www.databricks.com/training/catalog/data-engineering-with-databricks-911',
  },
  {
    id: 2610,
    title: 'Apache Spark Programming with Databricks',
    provider,
    category: 'Big Data',
    level: 'Intermediate',
    price: 'Paid',
    description:
      'Databricks Academy course on the Spark DataFrame API, Spark architecture and performance optimization.',
    skills: ['Apache Spark', 'DataFrames', 'Spark SQL', 'Performance tuning'],
    link: 'https://www.databricks.com/training/catalog/apache-spark-programming-with-databricks-134',
  },
];
