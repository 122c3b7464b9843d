import { coursera, coursesOf, type SeedEntry } from './define.ts';

/** Courses US universities teach on Coursera. */

const US = 'United States';
const on = (university: string, entries: SeedEntry[]) =>
  coursesOf({ university, country: US, provider: 'Coursera' }, entries);

export const PRINCETON_COURSES = on('Princeton University', [
  {
    slug: 'princeton-algorithms-part1',
    title: 'Algorithms, Part I',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Essential data types, algorithms and data structures in Java: union-find, sorting, priority queues, search trees and hash tables.',
    subjects: ['Algorithms', 'Data Structures', 'Java'],
    url: coursera('algorithms-part1'),
  },
  {
    slug: 'princeton-algorithms-part2',
    title: 'Algorithms, Part II',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Graph and string-processing algorithms: shortest paths, maximum flow, tries, substring search, regular expressions and compression.',
    subjects: ['Graph Algorithms', 'String Processing', 'Java'],
    url: coursera('algorithms-part2'),
  },
  {
    slug: 'princeton-analysis-of-algorithms',
    title: 'Analysis of Algorithms',
    category: 'Mathematics',
    level: 'Advanced',
    description:
      'Quantitative methods for predicting the performance of algorithms: recurrences, generating functions and asymptotics.',
    subjects: ['Analysis of Algorithms', 'Combinatorics', 'Generating Functions'],
    url: coursera('analysis-of-algorithms'),
  },
  {
    slug: 'princeton-analytic-combinatorics',
    title: 'Analytic Combinatorics',
    category: 'Mathematics',
    level: 'Advanced',
    description:
      'The symbolic method and complex analysis for deriving precise quantitative predictions about large combinatorial structures.',
    subjects: ['Combinatorics', 'Complex Analysis'],
    url: coursera('analytic-combinatorics'),
  },
  {
    slug: 'princeton-cs-programming-java',
    title: 'Computer Science: Programming with a Purpose',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'The basic elements of programming in Java and their use in scientific, engineering and commercial applications.',
    subjects: ['Java', 'Programming'],
    url: coursera('cs-programming-java'),
  },
  {
    slug: 'princeton-cs-algorithms-theory-machines',
    title: 'Computer Science: Algorithms, Theory, and Machines',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Algorithms and data structures, the theory of computing and how a computer works, building on the Programming with a Purpose course.',
    subjects: ['Algorithms', 'Theory of Computation', 'Computer Architecture'],
    url: coursera('cs-algorithms-theory-machines'),
  },
  {
    slug: 'princeton-cryptocurrency',
    title: 'Bitcoin and Cryptocurrency Technologies',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'How Bitcoin works: the cryptography, consensus and mining behind it, its anonymity and its place in the wider ecosystem.',
    subjects: ['Blockchain', 'Cryptography', 'Bitcoin'],
    url: coursera('cryptocurrency'),
  },
]);

export const MICHIGAN_COURSES = on('University of Michigan', [
  {
    slug: 'umich-python',
    title: 'Programming for Everybody (Getting Started with Python)',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'The basics of programming computers using Python, with Charles Severance: no prior experience needed.',
    subjects: ['Python', 'Programming'],
    url: coursera('python'),
  },
  {
    slug: 'umich-python-data',
    title: 'Python Data Structures',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'The core data structures of Python: strings, lists, dictionaries and tuples, and reading files.',
    subjects: ['Python', 'Data Structures'],
    url: coursera('python-data'),
  },
  {
    slug: 'umich-python-network-data',
    title: 'Using Python to Access Web Data',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'Retrieving and parsing data from the web with Python: regular expressions, HTTP, HTML, XML, JSON and web APIs.',
    subjects: ['Python', 'Web Scraping', 'APIs'],
    url: coursera('python-network-data'),
  },
  {
    slug: 'umich-python-databases',
    title: 'Using Databases with Python',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'Structured Query Language and SQLite from Python, data modelling, and object-oriented programming basics.',
    subjects: ['Python', 'SQL', 'Databases'],
    url: coursera('python-databases'),
  },
  {
    slug: 'umich-python-data-visualization',
    title: 'Capstone: Retrieving, Processing, and Visualizing Data with Python',
    category: 'Data Science',
    level: 'Beginner',
    description:
      'The capstone of Python for Everybody: building applications that retrieve, process and visualise data.',
    subjects: ['Python', 'Data Visualization'],
    url: coursera('python-data-visualization'),
  },
  {
    slug: 'umich-python-data-analysis',
    title: 'Introduction to Data Science in Python',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'The Python data science toolkit: pandas data frames, cleaning and manipulating data, and basic statistical analysis.',
    subjects: ['Python', 'Pandas', 'Data Analysis'],
    url: coursera('python-data-analysis'),
  },
  {
    slug: 'umich-python-plotting',
    title: 'Applied Plotting, Charting & Data Representation in Python',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Information visualisation principles and their practice with matplotlib: charts that communicate clearly.',
    subjects: ['Data Visualization', 'Matplotlib', 'Python'],
    url: coursera('python-plotting'),
  },
  {
    slug: 'umich-python-machine-learning',
    title: 'Applied Machine Learning in Python',
    category: 'Artificial Intelligence',
    level: 'Intermediate',
    description:
      'Applied machine learning with scikit-learn: classification, regression, model evaluation and feature engineering.',
    subjects: ['Machine Learning', 'scikit-learn', 'Python'],
    url: coursera('python-machine-learning'),
  },
  {
    slug: 'umich-python-text-mining',
    title: 'Applied Text Mining in Python',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Text mining and manipulation in Python: regular expressions, NLTK, text classification and topic modelling.',
    subjects: ['Text Mining', 'NLP', 'Python'],
    url: coursera('python-text-mining'),
  },
  {
    slug: 'umich-python-social-network-analysis',
    title: 'Applied Social Network Analysis in Python',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Network analysis with NetworkX: connectivity, centrality, network evolution and link prediction.',
    subjects: ['Network Analysis', 'NetworkX', 'Python'],
    url: coursera('python-social-network-analysis'),
  },
  {
    slug: 'umich-understanding-visualization-data',
    title: 'Understanding and Visualizing Data with Python',
    category: 'Data Science',
    level: 'Beginner',
    description:
      'Data types, sampling, descriptive statistics and visualisation, in the Statistics with Python specialisation.',
    subjects: ['Statistics', 'Python', 'Data Visualization'],
    url: coursera('understanding-visualization-data'),
  },
  {
    slug: 'umich-negotiation-skills',
    title: 'Successful Negotiation: Essential Strategies and Skills',
    category: 'Business',
    level: 'Beginner',
    description:
      'The strategies and skills of negotiation, planning and executing a negotiation, and what to do after one.',
    subjects: ['Negotiation', 'Communication'],
    url: coursera('negotiation-skills'),
  },
  {
    slug: 'umich-model-thinking',
    title: 'Model Thinking',
    category: 'Social Sciences',
    level: 'Beginner',
    description:
      'How models help us think, predict and decide: segregation, tipping points, game theory, markov processes and more, with Scott Page.',
    subjects: ['Modeling', 'Complex Systems', 'Game Theory'],
    url: coursera('model-thinking'),
  },
  {
    slug: 'umich-html',
    title: 'Introduction to HTML5',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'Writing web pages with HTML5: document structure, semantic elements, links, images, tables and accessibility.',
    subjects: ['HTML', 'Web Development', 'Accessibility'],
    url: coursera('html'),
  },
]);

export const JOHNS_HOPKINS_COURSES = on('Johns Hopkins University', [
  {
    slug: 'jhu-data-scientists-tools',
    title: "The Data Scientist's Toolbox",
    category: 'Data Science',
    level: 'Beginner',
    description:
      'An overview of the questions, data and tools data scientists work with: version control, markdown, git, GitHub, R and RStudio.',
    subjects: ['R', 'Git', 'Data Science'],
    url: coursera('data-scientists-tools'),
  },
  {
    slug: 'jhu-r-programming',
    title: 'R Programming',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Programming in R for effective data analysis: functions, control structures, debugging and profiling.',
    subjects: ['R', 'Programming'],
    url: coursera('r-programming'),
  },
  {
    slug: 'jhu-data-cleaning',
    title: 'Getting and Cleaning Data',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Obtaining data from the web, APIs and databases, and the basics of cleaning it into tidy data sets.',
    subjects: ['Data Cleaning', 'R', 'Tidy Data'],
    url: coursera('data-cleaning'),
  },
  {
    slug: 'jhu-exploratory-data-analysis',
    title: 'Exploratory Data Analysis',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Techniques for summarising data, usually by graphics, before formal modelling, with R plotting systems and clustering.',
    subjects: ['Data Visualization', 'R', 'Clustering'],
    url: coursera('exploratory-data-analysis'),
  },
  {
    slug: 'jhu-reproducible-research',
    title: 'Reproducible Research',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'The concepts and tools behind reporting modern data analyses reproducibly, with R Markdown and knitr.',
    subjects: ['Reproducibility', 'R Markdown'],
    url: coursera('reproducible-research'),
  },
  {
    slug: 'jhu-statistical-inference',
    title: 'Statistical Inference',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Drawing conclusions about populations from noisy data: probability, confidence intervals, hypothesis tests and power.',
    subjects: ['Statistics', 'Hypothesis Testing', 'R'],
    url: coursera('statistical-inference'),
  },
  {
    slug: 'jhu-regression-models',
    title: 'Regression Models',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Linear models, multivariable regression, residuals and diagnostics, and generalised linear models in R.',
    subjects: ['Regression', 'Statistics', 'R'],
    url: coursera('regression-models'),
  },
  {
    slug: 'jhu-practical-machine-learning',
    title: 'Practical Machine Learning',
    category: 'Artificial Intelligence',
    level: 'Intermediate',
    description:
      'The basic components of building and applying prediction functions, with the caret package in R.',
    subjects: ['Machine Learning', 'R', 'Prediction'],
    url: coursera('practical-machine-learning'),
  },
  {
    slug: 'jhu-data-products',
    title: 'Developing Data Products',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Building data products in R: Shiny apps, interactive graphics, R packages and presentations.',
    subjects: ['Shiny', 'R', 'Data Products'],
    url: coursera('data-products'),
  },
  {
    slug: 'jhu-covid-19-contact-tracing',
    title: 'COVID-19 Contact Tracing',
    category: 'Health & Medicine',
    level: 'Beginner',
    description:
      'The science of SARS-CoV-2 and the practice of contact tracing: interviewing, ethics and supporting people in isolation.',
    subjects: ['Public Health', 'Epidemiology', 'Contact Tracing'],
    url: coursera('covid-19-contact-tracing'),
  },
]);

export const DUKE_COURSES = on('Duke University', [
  {
    slug: 'duke-probability-intro',
    title: 'Introduction to Probability and Data with R',
    category: 'Data Science',
    level: 'Beginner',
    description: 'Sampling and exploring data, and the basics of probability, with R and RStudio.',
    subjects: ['Probability', 'Statistics', 'R'],
    url: coursera('probability-intro'),
  },
  {
    slug: 'duke-inferential-statistics-intro',
    title: 'Inferential Statistics',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Statistical inference for numerical and categorical data: confidence intervals, hypothesis tests and their interpretation, in R.',
    subjects: ['Statistics', 'Inference', 'R'],
    url: coursera('inferential-statistics-intro'),
  },
  {
    slug: 'duke-linear-regression-model',
    title: 'Linear Regression and Modeling',
    category: 'Data Science',
    level: 'Intermediate',
    description: 'Linear regression with one and many predictors, model selection and diagnostics, with R.',
    subjects: ['Regression', 'Statistics', 'R'],
    url: coursera('linear-regression-model'),
  },
  {
    slug: 'duke-bayesian',
    title: 'Bayesian Statistics',
    category: 'Data Science',
    level: 'Advanced',
    description:
      'The Bayesian approach to statistics: Bayes’ rule, conjugate priors, Bayesian inference and model averaging, in R.',
    subjects: ['Bayesian Statistics', 'R'],
    url: coursera('bayesian'),
  },
  {
    slug: 'duke-programming-fundamentals',
    title: 'Programming Fundamentals',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'A seven-step approach to solving programming problems, and the fundamentals of programming in C.',
    subjects: ['C', 'Programming', 'Problem Solving'],
    url: coursera('programming-fundamentals'),
  },
  {
    slug: 'duke-java-programming',
    title: 'Java Programming: Solving Problems with Software',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'Solving problems with Java: strings, CSV data, images and files, designing and debugging programs.',
    subjects: ['Java', 'Programming'],
    url: coursera('java-programming'),
  },
  {
    slug: 'duke-understanding-arguments',
    title: 'Think Again I: How to Understand Arguments',
    category: 'Humanities',
    level: 'Beginner',
    description:
      'How to identify, analyse and reconstruct arguments in everyday language, with Walter Sinnott-Armstrong.',
    subjects: ['Logic', 'Critical Thinking', 'Argumentation'],
    url: coursera('understanding-arguments'),
  },
  {
    slug: 'duke-physiology',
    title: 'Introductory Human Physiology',
    category: 'Health & Medicine',
    level: 'Beginner',
    description:
      'How the organ systems of the human body work and work together: nervous, cardiovascular, respiratory, renal and more.',
    subjects: ['Physiology', 'Human Body', 'Medicine'],
    url: coursera('physiology'),
  },
  {
    slug: 'duke-dog-emotion-and-cognition',
    title: 'Dog Emotion and Cognition',
    category: 'Psychology',
    level: 'Beginner',
    description:
      'What science has learned about how dogs think and feel, with Brian Hare, and games to play with your own dog.',
    subjects: ['Animal Cognition', 'Psychology'],
    url: coursera('dog-emotion-and-cognition'),
  },
]);

export const ILLINOIS_COURSES = on('University of Illinois Urbana-Champaign', [
  {
    slug: 'illinois-cs-fundamentals-1',
    title: 'Object-Oriented Data Structures in C++',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Object-oriented programming in C++ and the basic data structures: memory, classes, templates, linked lists and trees.',
    subjects: ['C++', 'Data Structures', 'Object-Oriented Programming'],
    url: coursera('cs-fundamentals-1'),
  },
  {
    slug: 'illinois-cs-fundamentals-2',
    title: 'Ordered Data Structures',
    category: 'Computer Science',
    level: 'Intermediate',
    description: 'Arrays, linked lists, trees, AVL trees, B-trees, heaps and their algorithms, in C++.',
    subjects: ['Data Structures', 'Trees', 'C++'],
    url: coursera('cs-fundamentals-2'),
  },
  {
    slug: 'illinois-cs-fundamentals-3',
    title: 'Unordered Data Structures',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Hashing, disjoint sets and graphs, with graph algorithms such as traversal, minimum spanning trees and shortest paths, in C++.',
    subjects: ['Hashing', 'Graphs', 'C++'],
    url: coursera('cs-fundamentals-3'),
  },
  {
    slug: 'illinois-cloud-computing',
    title: 'Cloud Computing Concepts, Part 1',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'The distributed systems concepts inside clouds: MapReduce, gossip, membership, peer-to-peer systems, key-value stores and time.',
    subjects: ['Distributed Systems', 'Cloud Computing', 'MapReduce'],
    url: coursera('cloud-computing'),
  },
  {
    slug: 'illinois-text-mining',
    title: 'Text Mining and Analytics',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Algorithms to mine text data: word association, topic models, text clustering and categorisation, and sentiment analysis.',
    subjects: ['Text Mining', 'Topic Models', 'NLP'],
    url: coursera('text-mining'),
  },
  {
    slug: 'illinois-text-retrieval',
    title: 'Text Retrieval and Search Engines',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'How search engines work: text retrieval models, evaluation, web search, link analysis and recommender systems.',
    subjects: ['Information Retrieval', 'Search Engines'],
    url: coursera('text-retrieval'),
  },
  {
    slug: 'illinois-data-patterns',
    title: 'Pattern Discovery in Data Mining',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Frequent pattern mining: Apriori, FP-growth, sequential and graph patterns, and their applications, with Jiawei Han.',
    subjects: ['Data Mining', 'Pattern Mining'],
    url: coursera('data-patterns'),
  },
  {
    slug: 'illinois-sustainability',
    title: 'Introduction to Sustainability',
    category: 'Environment & Energy',
    level: 'Beginner',
    description:
      'The academic field of sustainability: population, ecosystems, climate change, energy, water, agriculture and environmental ethics.',
    subjects: ['Sustainability', 'Climate Change', 'Ecology'],
    url: coursera('sustainability'),
  },
]);

export const UCSD_COURSES = on('University of California San Diego', [
  {
    slug: 'ucsd-algorithmic-toolbox',
    title: 'Algorithmic Toolbox',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Basic algorithmic techniques, greedy algorithms, divide and conquer and dynamic programming, with programming challenges.',
    subjects: ['Algorithms', 'Dynamic Programming', 'Greedy Algorithms'],
    url: coursera('algorithmic-toolbox'),
  },
  {
    slug: 'ucsd-data-structures',
    title: 'Data Structures',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Common data structures and how to implement them: arrays, lists, stacks, queues, trees, priority queues, disjoint sets and hash tables.',
    subjects: ['Data Structures', 'Hash Tables', 'Trees'],
    url: coursera('data-structures'),
  },
  {
    slug: 'ucsd-algorithms-on-graphs',
    title: 'Algorithms on Graphs',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Graph algorithms: exploration, connectivity, shortest paths and minimum spanning trees, with practical applications.',
    subjects: ['Graphs', 'Shortest Paths', 'Algorithms'],
    url: coursera('algorithms-on-graphs'),
  },
  {
    slug: 'ucsd-what-is-a-proof',
    title: 'Mathematical Thinking in Computer Science',
    category: 'Mathematics',
    level: 'Beginner',
    description:
      'Proofs and mathematical reasoning for computer science: induction, invariants, logic and combinatorics through puzzles.',
    subjects: ['Proofs', 'Discrete Mathematics', 'Logic'],
    url: coursera('what-is-a-proof'),
  },
  {
    slug: 'ucsd-dna-analysis',
    title: 'Finding Hidden Messages in DNA (Bioinformatics I)',
    category: 'Biology & Life Sciences',
    level: 'Beginner',
    description:
      'Algorithms for finding hidden messages in the genome, such as where DNA replication starts, and motif finding.',
    subjects: ['Bioinformatics', 'Genomics', 'Algorithms'],
    url: coursera('dna-analysis'),
  },
  {
    slug: 'ucsd-object-oriented-java',
    title: 'Object Oriented Programming in Java',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Object-oriented programming in Java by building an interactive map application: classes, inheritance, events and GUIs.',
    subjects: ['Java', 'Object-Oriented Programming'],
    url: coursera('object-oriented-java'),
  },
  {
    slug: 'ucsd-big-data-introduction',
    title: 'Introduction to Big Data',
    category: 'Data Science',
    level: 'Beginner',
    description:
      'What big data is, where it comes from, and the Hadoop ecosystem for storing and processing it.',
    subjects: ['Big Data', 'Hadoop'],
    url: coursera('big-data-introduction'),
  },
]);

export const PENN_COURSES = on('University of Pennsylvania', [
  {
    slug: 'penn-wharton-marketing',
    title: 'Introduction to Marketing',
    category: 'Business',
    level: 'Beginner',
    description:
      'Wharton’s introduction to marketing: branding, customer centricity and go-to-market strategies.',
    subjects: ['Marketing', 'Branding', 'Strategy'],
    url: coursera('wharton-marketing'),
  },
  {
    slug: 'penn-wharton-accounting',
    title: 'Introduction to Financial Accounting',
    category: 'Business',
    level: 'Beginner',
    description:
      'The fundamentals of financial accounting: the balance sheet, income statement and cash flow statement.',
    subjects: ['Accounting', 'Financial Statements'],
    url: coursera('wharton-accounting'),
  },
  {
    slug: 'penn-wharton-finance',
    title: 'Introduction to Corporate Finance',
    category: 'Economics & Finance',
    level: 'Beginner',
    description:
      'The time value of money, discounted cash flows and the basics of capital budgeting decisions.',
    subjects: ['Corporate Finance', 'Valuation'],
    url: coursera('wharton-finance'),
  },
  {
    slug: 'penn-wharton-operations',
    title: 'Introduction to Operations Management',
    category: 'Business',
    level: 'Beginner',
    description:
      'How to improve business processes: process analysis, productivity, quality and responsiveness.',
    subjects: ['Operations Management', 'Process Analysis'],
    url: coursera('wharton-operations'),
  },
  {
    slug: 'penn-wharton-quantitative-modeling',
    title: 'Fundamentals of Quantitative Modeling',
    category: 'Business',
    level: 'Beginner',
    description:
      'How quantitative models are built and used in business: linear, exponential and probabilistic models, and regression.',
    subjects: ['Modeling', 'Regression', 'Analytics'],
    url: coursera('wharton-quantitative-modeling'),
  },
  {
    slug: 'penn-gamification',
    title: 'Gamification',
    category: 'Business',
    level: 'Beginner',
    description: 'Applying game design techniques to business and social problems, with Kevin Werbach.',
    subjects: ['Gamification', 'Game Design', 'Motivation'],
    url: coursera('gamification'),
  },
  {
    slug: 'penn-vital-signs',
    title: 'Vital Signs: Understanding What the Body Is Telling Us',
    category: 'Health & Medicine',
    level: 'Beginner',
    description:
      'The six vital signs, how they are measured, and what they tell clinicians about the state of the body.',
    subjects: ['Medicine', 'Physiology', 'Nursing'],
    url: coursera('vital-signs'),
  },
  {
    slug: 'penn-robotics-flight',
    title: 'Robotics: Aerial Robotics',
    category: 'Engineering',
    level: 'Intermediate',
    description:
      'The mechanics of flight and the design of quadrotors: dynamic models, control and trajectory planning.',
    subjects: ['Robotics', 'Drones', 'Control'],
    url: coursera('robotics-flight'),
  },
]);

export const WASHINGTON_COURSES = on('University of Washington', [
  {
    slug: 'uw-programming-languages',
    title: 'Programming Languages, Part A',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'The basic concepts of programming languages with an emphasis on functional programming, in Standard ML, with Dan Grossman.',
    subjects: ['Functional Programming', 'ML', 'Programming Languages'],
    url: coursera('programming-languages'),
  },
  {
    slug: 'uw-programming-languages-part-b',
    title: 'Programming Languages, Part B',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Dynamically typed functional programming in Racket: thunks, streams, macros and implementing an interpreter.',
    subjects: ['Racket', 'Interpreters', 'Functional Programming'],
    url: coursera('programming-languages-part-b'),
  },
  {
    slug: 'uw-programming-languages-part-c',
    title: 'Programming Languages, Part C',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Object-oriented programming in Ruby, compared with functional programming: subclassing, double dispatch and mixins.',
    subjects: ['Ruby', 'Object-Oriented Programming'],
    url: coursera('programming-languages-part-c'),
  },
  {
    slug: 'uw-computational-neuroscience',
    title: 'Computational Neuroscience',
    category: 'Biology & Life Sciences',
    level: 'Advanced',
    description:
      'Computational models of neurons and networks: neural encoding and decoding, information theory and learning.',
    subjects: ['Neuroscience', 'Modeling', 'Information Theory'],
    url: coursera('computational-neuroscience'),
  },
  {
    slug: 'uw-ml-foundations',
    title: 'Machine Learning Foundations: A Case Study Approach',
    category: 'Artificial Intelligence',
    level: 'Beginner',
    description:
      'Machine learning through case studies: predicting house prices, sentiment analysis, retrieval and recommenders.',
    subjects: ['Machine Learning', 'Python'],
    url: coursera('ml-foundations'),
  },
  {
    slug: 'uw-ml-regression',
    title: 'Machine Learning: Regression',
    category: 'Artificial Intelligence',
    level: 'Intermediate',
    description:
      'Regression models for prediction: linear regression, ridge, lasso, nearest neighbours and kernel regression.',
    subjects: ['Regression', 'Machine Learning'],
    url: coursera('ml-regression'),
  },
  {
    slug: 'uw-ml-classification',
    title: 'Machine Learning: Classification',
    category: 'Artificial Intelligence',
    level: 'Intermediate',
    description:
      'Classifiers such as logistic regression, decision trees and boosting, and the issues of overfitting and precision-recall.',
    subjects: ['Classification', 'Machine Learning', 'Boosting'],
    url: coursera('ml-classification'),
  },
]);

export const RICE_COURSES = on('Rice University', [
  {
    slug: 'rice-interactive-python-1',
    title: 'An Introduction to Interactive Programming in Python (Part 1)',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'Building simple interactive applications such as games in Python, in the CodeSkulptor browser environment.',
    subjects: ['Python', 'Game Development'],
    url: coursera('interactive-python-1'),
  },
  {
    slug: 'rice-interactive-python-2',
    title: 'An Introduction to Interactive Programming in Python (Part 2)',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'More interactive Python: lists, dictionaries, classes, sprites and drawing, ending with an Asteroids-like game.',
    subjects: ['Python', 'Object-Oriented Programming'],
    url: coursera('interactive-python-2'),
  },
  {
    slug: 'rice-principles-of-computing-1',
    title: 'Principles of Computing (Part 1)',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Programming practice and basic computer science principles: testing, probability, combinatorics and growth of functions.',
    subjects: ['Python', 'Combinatorics', 'Testing'],
    url: coursera('principles-of-computing-1'),
  },
  {
    slug: 'rice-algorithmic-thinking-1',
    title: 'Algorithmic Thinking (Part 1)',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Graph theory and algorithms applied to real problems, such as the structure of citation graphs and network resilience.',
    subjects: ['Algorithms', 'Graphs', 'Python'],
    url: coursera('algorithmic-thinking-1'),
  },
]);

export const COLUMBIA_COURSES = on('Columbia University', [
  {
    slug: 'columbia-sustainable-development',
    title: 'The Age of Sustainable Development',
    category: 'Environment & Energy',
    level: 'Beginner',
    description:
      'The interplay of the world economy, society and the Earth’s environment, and the goals of sustainable development, with Jeffrey Sachs.',
    subjects: ['Sustainable Development', 'Economics', 'Climate'],
    url: coursera('sustainable-development'),
  },
  {
    slug: 'columbia-money-banking',
    title: 'Economics of Money and Banking',
    category: 'Economics & Finance',
    level: 'Intermediate',
    description:
      'The money view of the economy: the payment system, central banking, shadow banking and the global dollar system, with Perry Mehrling.',
    subjects: ['Monetary Economics', 'Banking', 'Central Banks'],
    url: coursera('money-banking'),
  },
  {
    slug: 'columbia-construction-scheduling',
    title: 'Construction Scheduling',
    category: 'Engineering',
    level: 'Beginner',
    description:
      'Scheduling construction projects: activity definition, the critical path method and resource management.',
    subjects: ['Construction', 'Project Management', 'Scheduling'],
    url: coursera('construction-scheduling'),
  },
]);

export const OTHER_US_COURSERA_COURSES = [
  ...on('Vanderbilt University', [
    {
      slug: 'vanderbilt-prompt-engineering',
      title: 'Prompt Engineering for ChatGPT',
      category: 'Artificial Intelligence',
      level: 'Beginner',
      description:
        'How to write effective prompts for large language models such as ChatGPT: patterns, personas and few-shot examples, with Jules White.',
      subjects: ['Prompt Engineering', 'Generative AI', 'ChatGPT'],
      url: coursera('prompt-engineering'),
    },
    {
      slug: 'vanderbilt-chatgpt-advanced-data-analysis',
      title: 'ChatGPT Advanced Data Analysis',
      category: 'Artificial Intelligence',
      level: 'Beginner',
      description:
        'Using ChatGPT’s data analysis tools to automate work with documents, data and images, without programming.',
      subjects: ['Generative AI', 'Data Analysis', 'Automation'],
      url: coursera('chatgpt-advanced-data-analysis'),
    },
  ]),
  ...on('Wesleyan University', [
    {
      slug: 'wesleyan-data-visualization',
      title: 'Data Management and Visualization',
      category: 'Data Science',
      level: 'Beginner',
      description:
        'Working with a real data set of your choice: research questions, managing variables and visualising them, in Python or SAS.',
      subjects: ['Data Visualization', 'Data Management', 'Python'],
      url: coursera('data-visualization'),
    },
  ]),
  ...on('University of Virginia', [
    {
      slug: 'uva-design-thinking',
      title: 'Design Thinking for Innovation',
      category: 'Business',
      level: 'Beginner',
      description:
        'Design thinking as a problem-solving approach for innovation, with tools and case studies, from the Darden School of Business.',
      subjects: ['Design Thinking', 'Innovation'],
      url: coursera('uva-darden-design-thinking-innovation'),
    },
  ]),
  ...on('University of California, Davis', [
    {
      slug: 'ucdavis-sql-for-data-science',
      title: 'SQL for Data Science',
      category: 'Data Science',
      level: 'Beginner',
      description: 'Writing SQL queries to retrieve, filter, join and summarise data for analysis.',
      subjects: ['SQL', 'Data Analysis', 'Databases'],
      url: coursera('sql-for-data-science'),
    },
  ]),
  ...on('Northwestern University', [
    {
      slug: 'northwestern-digital-image-video',
      title: 'Fundamentals of Digital Image and Video Processing',
      category: 'Engineering',
      level: 'Intermediate',
      description:
        'The basic principles of digital image and video processing: filtering, enhancement, recovery, compression and analysis.',
      subjects: ['Image Processing', 'Video', 'Signal Processing'],
      url: coursera('digital'),
    },
  ]),
];
