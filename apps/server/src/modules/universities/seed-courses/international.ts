import { coursera, coursesOf, type SeedEntry } from './define.ts';

/** Courses of universities outside the United States. */

const on = (university: string, country: string, entries: SeedEntry[], provider = 'Coursera') =>
  coursesOf({ university, country, provider }, entries);

const UK = 'United Kingdom';

export const UNITED_KINGDOM_COURSES = [
  ...on('Imperial College London', UK, [
    {
      slug: 'imperial-linear-algebra-ml',
      title: 'Mathematics for Machine Learning: Linear Algebra',
      category: 'Mathematics',
      level: 'Beginner',
      description:
        'Linear algebra for machine learning: vectors, matrices, basis changes, eigenvalues and eigenvectors, with Python exercises.',
      subjects: ['Linear Algebra', 'Machine Learning', 'Python'],
      url: coursera('linear-algebra-machine-learning'),
    },
    {
      slug: 'imperial-multivariate-calculus-ml',
      title: 'Mathematics for Machine Learning: Multivariate Calculus',
      category: 'Mathematics',
      level: 'Intermediate',
      description:
        'Multivariate calculus for machine learning: gradients, the Jacobian and Hessian, Taylor series, optimisation and neural networks.',
      subjects: ['Calculus', 'Optimization', 'Machine Learning'],
      url: coursera('multivariate-calculus-machine-learning'),
    },
    {
      slug: 'imperial-pca-ml',
      title: 'Mathematics for Machine Learning: PCA',
      category: 'Mathematics',
      level: 'Intermediate',
      description:
        'The mathematics of principal component analysis: statistics of data sets, inner products, projections and the derivation of PCA.',
      subjects: ['PCA', 'Linear Algebra', 'Statistics'],
      url: coursera('pca-machine-learning'),
    },
  ]),
  ...on('The University of Edinburgh', UK, [
    {
      slug: 'edinburgh-philosophy',
      title: 'Introduction to Philosophy',
      category: 'Humanities',
      level: 'Beginner',
      description:
        'Some of the main areas of philosophy: knowledge, mind, morality, science and the existence of God.',
      subjects: ['Philosophy', 'Epistemology', 'Ethics'],
      url: coursera('philosophy'),
    },
    {
      slug: 'edinburgh-astrobiology',
      title: 'Astrobiology and the Search for Extraterrestrial Life',
      category: 'Physics & Astronomy',
      level: 'Beginner',
      description:
        'The origin, evolution and distribution of life in the universe, and how we search for life beyond Earth.',
      subjects: ['Astrobiology', 'Astronomy', 'Biology'],
      url: coursera('astrobiology'),
    },
    {
      slug: 'edinburgh-intro-programming',
      title: 'Code Yourself! An Introduction to Programming',
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'The basics of programming with Scratch for teenagers and beginners: algorithms, loops, conditions and games.',
      subjects: ['Scratch', 'Programming'],
      url: coursera('intro-programming'),
    },
  ]),
  ...on('University of London', UK, [
    {
      slug: 'london-research-methods',
      title: 'Understanding Research Methods',
      category: 'Social Sciences',
      level: 'Beginner',
      description:
        'The fundamentals of research methods for a dissertation or research project: questions, literature, design and ethics.',
      subjects: ['Research Methods', 'Academic Writing'],
      url: coursera('research-methods'),
    },
  ]),
  ...on(
    'University of Oxford',
    UK,
    [
      {
        slug: 'oxford-machine-learning-2014',
        title: 'Machine Learning 2014-2015',
        category: 'Artificial Intelligence',
        level: 'Advanced',
        description:
          'Nando de Freitas’s Oxford course on machine learning and deep learning, with lecture videos and practicals in Torch.',
        subjects: ['Machine Learning', 'Deep Learning', 'Neural Networks'],
        url: 'https://www.cs.ox.ac.uk/people/nando.defreitas/machinelearning/',
      },
    ],
    'University of Oxford',
  ),
];

const NL = 'Netherlands';

export const NETHERLANDS_COURSES = [
  ...on('University of Amsterdam', NL, [
    {
      slug: 'uva-amsterdam-basic-statistics',
      title: 'Basic Statistics',
      category: 'Data Science',
      level: 'Beginner',
      description:
        'Descriptive statistics, correlation and regression, probability and sampling distributions, with R exercises.',
      subjects: ['Statistics', 'Probability', 'R'],
      url: coursera('basic-statistics'),
    },
    {
      slug: 'uva-amsterdam-inferential-statistics',
      title: 'Inferential Statistics',
      category: 'Data Science',
      level: 'Intermediate',
      description:
        'Confidence intervals, significance tests, t-tests, ANOVA and non-parametric tests, with R exercises.',
      subjects: ['Statistics', 'Hypothesis Testing', 'R'],
      url: coursera('inferential-statistics'),
    },
    {
      slug: 'uva-amsterdam-quantitative-methods',
      title: 'Quantitative Methods',
      category: 'Social Sciences',
      level: 'Beginner',
      description:
        'The scientific method in the social and behavioural sciences: research designs, measurement and sampling.',
      subjects: ['Research Methods', 'Measurement', 'Sampling'],
      url: coursera('quantitative-methods'),
    },
    {
      slug: 'uva-amsterdam-qualitative-methods',
      title: 'Qualitative Research Methods',
      category: 'Social Sciences',
      level: 'Beginner',
      description:
        'Qualitative research in the social sciences: observation, interviews, case studies and the analysis of qualitative data.',
      subjects: ['Qualitative Research', 'Interviews'],
      url: coursera('qualitative-methods'),
    },
  ]),
  ...on('Eindhoven University of Technology', NL, [
    {
      slug: 'tue-process-mining',
      title: 'Process Mining: Data science in Action',
      category: 'Data Science',
      level: 'Intermediate',
      description:
        'Discovering, monitoring and improving real processes from event logs, with Wil van der Aalst.',
      subjects: ['Process Mining', 'Data Science', 'Business Processes'],
      url: coursera('process-mining'),
    },
  ]),
  ...on('Leiden University', NL, [
    {
      slug: 'leiden-terrorism',
      title: 'Terrorism and Counterterrorism: Comparing Theory and Practice',
      category: 'Social Sciences',
      level: 'Beginner',
      description: 'What terrorism is, why it occurs and how societies respond to it, compared across cases.',
      subjects: ['Security Studies', 'Political Science'],
      url: coursera('terrorism'),
    },
  ]),
];

const CH = 'Switzerland';

export const SWITZERLAND_COURSES = [
  ...on('École Polytechnique Fédérale de Lausanne', CH, [
    {
      slug: 'epfl-scala-functional-programming',
      title: 'Functional Programming Principles in Scala',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Functional programming in Scala with Martin Odersky: recursion, higher-order functions, pattern matching and immutable data.',
      subjects: ['Scala', 'Functional Programming'],
      url: coursera('scala-functional-programming'),
    },
  ]),
  ...on(
    'ETH Zurich',
    CH,
    [
      {
        slug: 'ethz-computer-architecture',
        title: 'Computer Architecture',
        category: 'Engineering',
        level: 'Advanced',
        description:
          'Onur Mutlu’s graduate course on the fundamentals of computer architecture: memory systems, processing in memory, and more.',
        subjects: ['Computer Architecture', 'Memory Systems'],
        url: 'https://safari.ethz.ch/architecture/',
      },
      {
        slug: 'ethz-digital-design',
        title: 'Digital Design and Computer Architecture',
        category: 'Engineering',
        level: 'Beginner',
        description:
          'From transistors and logic gates to microarchitecture: how computers are designed, with FPGA labs.',
        subjects: ['Digital Design', 'Computer Architecture', 'Verilog'],
        url: 'https://safari.ethz.ch/digitaltechnik/',
      },
    ],
    'ETH Zurich SAFARI Research Group',
  ),
  ...on('University of Geneva', CH, [
    {
      slug: 'unige-particle-physics',
      title: 'Particle Physics: an Introduction',
      category: 'Physics & Astronomy',
      level: 'Intermediate',
      description:
        'The physics of particles and their interactions: accelerators, detectors, the Standard Model and the Higgs boson.',
      subjects: ['Particle Physics', 'Standard Model'],
      url: coursera('particle-physics'),
    },
  ]),
];

export const FINLAND_COURSES = on(
  'University of Helsinki',
  'Finland',
  [
    {
      slug: 'helsinki-elements-of-ai',
      title: 'Elements of AI',
      category: 'Artificial Intelligence',
      level: 'Beginner',
      description:
        'A free online introduction to artificial intelligence for everyone: what AI is, what it can and cannot do, and how it is made.',
      subjects: ['Artificial Intelligence', 'Machine Learning', 'Ethics'],
      url: 'https://www.elementsofai.com/',
    },
    {
      slug: 'helsinki-building-ai',
      title: 'Building AI',
      category: 'Artificial Intelligence',
      level: 'Intermediate',
      description:
        'The sequel to Elements of AI: the algorithms behind AI methods, with optional Python exercises.',
      subjects: ['Artificial Intelligence', 'Python', 'Algorithms'],
      url: 'https://buildingai.elementsofai.com/',
    },
    {
      slug: 'helsinki-ethics-of-ai',
      title: 'Ethics of AI',
      category: 'Humanities',
      level: 'Beginner',
      description:
        'The ethical questions raised by artificial intelligence: accountability, transparency, fairness and human rights.',
      subjects: ['AI Ethics', 'Philosophy'],
      url: 'https://ethics-of-ai.mooc.fi/',
    },
    {
      slug: 'helsinki-full-stack-open',
      title: 'Full Stack Open',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Modern web development with JavaScript: React, Redux, Node.js, MongoDB, GraphQL and TypeScript.',
      subjects: ['React', 'Node.js', 'TypeScript', 'GraphQL'],
      url: 'https://fullstackopen.com/en/',
    },
    {
      slug: 'helsinki-java-programming',
      title: 'Java Programming',
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'The University of Helsinki’s introductory and advanced programming course in Java, with automatically tested exercises.',
      subjects: ['Java', 'Programming', 'Object-Oriented Programming'],
      url: 'https://java-programming.mooc.fi/',
    },
    {
      slug: 'helsinki-python-programming',
      title: 'Python Programming MOOC 2024',
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'Introductory and advanced programming in Python, with hundreds of automatically tested exercises.',
      subjects: ['Python', 'Programming'],
      url: 'https://programming-24.mooc.fi/',
    },
    {
      slug: 'helsinki-cyber-security-base',
      title: 'Cyber Security Base',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'A course series on the basics of cyber security: secure software development, finding vulnerabilities and defending against them.',
      subjects: ['Cybersecurity', 'Web Security', 'Secure Software'],
      url: 'https://cybersecuritybase.mooc.fi/',
    },
    {
      slug: 'helsinki-devops-with-docker',
      title: 'DevOps with Docker',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Containers with Docker and Docker Compose: building images, running services and deploying applications.',
      subjects: ['Docker', 'DevOps', 'Containers'],
      url: 'https://devopswithdocker.com/',
    },
    {
      slug: 'helsinki-devops-with-kubernetes',
      title: 'DevOps with Kubernetes',
      category: 'Computer Science',
      level: 'Advanced',
      description:
        'Running applications on Kubernetes: deployments, networking, storage, monitoring, GitOps and serverless.',
      subjects: ['Kubernetes', 'DevOps', 'Cloud'],
      url: 'https://devopswithkubernetes.com/',
    },
  ],
  'MOOC.fi',
);

export const GERMANY_COURSES = on('Ludwig-Maximilians-Universität München', 'Germany', [
  {
    slug: 'lmu-competitive-strategy',
    title: 'Competitive Strategy',
    category: 'Business',
    level: 'Beginner',
    description:
      'Game-theoretic tools for understanding how firms compete: strategic interaction, pricing and market entry.',
    subjects: ['Strategy', 'Game Theory', 'Competition'],
    url: coursera('competitivestrategy'),
  },
  {
    slug: 'lmu-advanced-competitive-strategy',
    title: 'Advanced Competitive Strategy',
    category: 'Business',
    level: 'Intermediate',
    description:
      'Advanced topics in competitive strategy: platforms, network effects, bundling, and competing in dynamic markets.',
    subjects: ['Strategy', 'Platforms', 'Network Effects'],
    url: coursera('advanced-competitive-strategy'),
  },
]);

export const JAPAN_COURSES = on('The University of Tokyo', 'Japan', [
  {
    slug: 'utokyo-game-theory-introduction',
    title: 'Welcome to Game Theory',
    category: 'Economics & Finance',
    level: 'Beginner',
    description:
      'The basic ideas of game theory and how they explain social and economic phenomena, with Michihiro Kandori.',
    subjects: ['Game Theory', 'Economics'],
    url: coursera('game-theory-introduction'),
  },
  {
    slug: 'utokyo-interactive-computer-graphics',
    title: 'Interactive Computer Graphics',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'User interfaces for creating and interacting with graphics content: sketch-based modelling, animation and more, with Takeo Igarashi.',
    subjects: ['Computer Graphics', 'User Interfaces'],
    url: coursera('interactive-computer-graphics'),
  },
  {
    slug: 'utokyo-big-bang',
    title: 'From the Big Bang to Dark Energy',
    category: 'Physics & Astronomy',
    level: 'Beginner',
    description:
      'What we know about the universe from the Big Bang to dark matter and dark energy, with Hitoshi Murayama.',
    subjects: ['Cosmology', 'Particle Physics', 'Dark Energy'],
    url: coursera('big-bang'),
  },
]);

const AU = 'Australia';

export const AUSTRALIA_COURSES = [
  ...on('The University of Sydney', AU, [
    {
      slug: 'sydney-data-driven-astronomy',
      title: 'Data-driven Astronomy',
      category: 'Physics & Astronomy',
      level: 'Intermediate',
      description:
        'How astronomers handle large data sets with Python and SQL, from image stacking to machine learning on galaxies.',
      subjects: ['Astronomy', 'Python', 'SQL', 'Machine Learning'],
      url: coursera('data-driven-astronomy'),
    },
    {
      slug: 'sydney-introduction-to-calculus',
      title: 'Introduction to Calculus',
      category: 'Mathematics',
      level: 'Beginner',
      description:
        'The foundations of calculus: functions, limits, differentiation and integration, with their applications.',
      subjects: ['Calculus', 'Functions'],
      url: coursera('introduction-to-calculus'),
    },
  ]),
  ...on('The University of Melbourne', AU, [
    {
      slug: 'melbourne-discrete-optimization',
      title: 'Discrete Optimization',
      category: 'Computer Science',
      level: 'Advanced',
      description:
        'Solving hard optimisation problems: constraint programming, local search and mixed-integer programming, with Pascal Van Hentenryck.',
      subjects: ['Optimization', 'Constraint Programming', 'Local Search'],
      url: coursera('discrete-optimization'),
    },
    {
      slug: 'melbourne-basic-modeling',
      title: 'Basic Modeling for Discrete Optimization',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Modelling discrete optimisation problems in MiniZinc and solving them with state-of-the-art solvers.',
      subjects: ['MiniZinc', 'Optimization', 'Modeling'],
      url: coursera('basic-modeling'),
    },
    {
      slug: 'melbourne-advanced-modeling',
      title: 'Advanced Modeling for Discrete Optimization',
      category: 'Computer Science',
      level: 'Advanced',
      description:
        'Advanced modelling techniques in MiniZinc: global constraints, scheduling, packing and routing.',
      subjects: ['MiniZinc', 'Scheduling', 'Optimization'],
      url: coursera('advanced-modeling'),
    },
    {
      slug: 'melbourne-solving-algorithms',
      title: 'Solving Algorithms for Discrete Optimization',
      category: 'Computer Science',
      level: 'Advanced',
      description:
        'How solvers work inside: constraint propagation, search, mixed integer programming and local search.',
      subjects: ['Constraint Solving', 'Search', 'Integer Programming'],
      url: coursera('solving-algorithms-discrete-optimization'),
    },
  ]),
  ...on('Macquarie University', AU, [
    {
      slug: 'macquarie-excel-essentials',
      title: 'Excel Skills for Business: Essentials',
      category: 'Business',
      level: 'Beginner',
      description:
        'The essentials of Microsoft Excel: navigating the interface, formulas and functions, formatting, charts and printing.',
      subjects: ['Excel', 'Spreadsheets'],
      url: coursera('excel-essentials'),
    },
    {
      slug: 'macquarie-excel-intermediate-1',
      title: 'Excel Skills for Business: Intermediate I',
      category: 'Business',
      level: 'Intermediate',
      description:
        'Working with large data sets in Excel: sorting, filtering, conditional formatting, logical functions and pivot tables.',
      subjects: ['Excel', 'Pivot Tables', 'Data Analysis'],
      url: coursera('excel-intermediate-1'),
    },
    {
      slug: 'macquarie-excel-intermediate-2',
      title: 'Excel Skills for Business: Intermediate II',
      category: 'Business',
      level: 'Intermediate',
      description:
        'Spreadsheet accuracy and automation: data validation, lookup functions, formula auditing and macros.',
      subjects: ['Excel', 'Lookup Functions', 'Macros'],
      url: coursera('excel-intermediate-2'),
    },
    {
      slug: 'macquarie-excel-advanced',
      title: 'Excel Skills for Business: Advanced',
      category: 'Business',
      level: 'Advanced',
      description:
        'Advanced Excel for business analysis: complex formulas, scenario and what-if analysis, forecasting and dashboards.',
      subjects: ['Excel', 'Forecasting', 'Dashboards'],
      url: coursera('excel-advanced'),
    },
  ]),
];

const CA = 'Canada';

export const CANADA_COURSES = [
  ...on('University of Toronto', CA, [
    {
      slug: 'utoronto-learn-to-program',
      title: 'Learn to Program: The Fundamentals',
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'The fundamental building blocks of programming in Python, and how to write programs that solve real problems.',
      subjects: ['Python', 'Programming'],
      url: coursera('learn-to-program'),
    },
    {
      slug: 'utoronto-program-code',
      title: 'Learn to Program: Crafting Quality Code',
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'Writing correct, efficient and readable Python: testing, analysis of efficiency, and designing functions and classes.',
      subjects: ['Python', 'Testing', 'Code Quality'],
      url: coursera('program-code'),
    },
    {
      slug: 'utoronto-mental-health',
      title: 'The Social Context of Mental Health and Illness',
      category: 'Health & Medicine',
      level: 'Beginner',
      description:
        'How social context shapes mental health and illness: stigma, social determinants and the history of psychiatry.',
      subjects: ['Mental Health', 'Sociology', 'Psychiatry'],
      url: coursera('mental-health'),
    },
    {
      slug: 'utoronto-intro-self-driving-cars',
      title: 'Introduction to Self-Driving Cars',
      category: 'Engineering',
      level: 'Intermediate',
      description:
        'The terminology, design and safety of self-driving cars: hardware, software architecture, vehicle dynamics and control.',
      subjects: ['Autonomous Vehicles', 'Control', 'Robotics'],
      url: coursera('intro-self-driving-cars'),
    },
    {
      slug: 'utoronto-state-estimation',
      title: 'State Estimation and Localization for Self-Driving Cars',
      category: 'Engineering',
      level: 'Advanced',
      description:
        'Estimating a vehicle’s state: least squares, Kalman filters, sensor fusion of GNSS, IMU and LIDAR.',
      subjects: ['Kalman Filter', 'Localization', 'Sensor Fusion'],
      url: coursera('state-estimation-localization-self-driving-cars'),
    },
    {
      slug: 'utoronto-visual-perception',
      title: 'Visual Perception for Self-Driving Cars',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      description:
        'Computer vision for autonomous driving: camera models, visual odometry, object detection and semantic segmentation.',
      subjects: ['Computer Vision', 'Deep Learning', 'Autonomous Vehicles'],
      url: coursera('visual-perception-self-driving-cars'),
    },
    {
      slug: 'utoronto-motion-planning',
      title: 'Motion Planning for Self-Driving Cars',
      category: 'Engineering',
      level: 'Advanced',
      description:
        'Planning the motion of a self-driving car: mission planning, behaviour planning and local path planning.',
      subjects: ['Motion Planning', 'Autonomous Vehicles'],
      url: coursera('motion-planning-self-driving-cars'),
    },
  ]),
  ...on('University of Alberta', CA, [
    {
      slug: 'ualberta-fundamentals-of-rl',
      title: 'Fundamentals of Reinforcement Learning',
      category: 'Artificial Intelligence',
      level: 'Intermediate',
      description:
        'The foundations of reinforcement learning: bandits, Markov decision processes, value functions and dynamic programming.',
      subjects: ['Reinforcement Learning', 'MDPs'],
      url: coursera('fundamentals-of-reinforcement-learning'),
    },
    {
      slug: 'ualberta-sample-based-learning',
      title: 'Sample-based Learning Methods',
      category: 'Artificial Intelligence',
      level: 'Intermediate',
      description:
        'Learning from experience: Monte Carlo methods, temporal-difference learning, Q-learning and Dyna.',
      subjects: ['Reinforcement Learning', 'Q-Learning'],
      url: coursera('sample-based-learning-methods'),
    },
    {
      slug: 'ualberta-prediction-control',
      title: 'Prediction and Control with Function Approximation',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      description:
        'Reinforcement learning with function approximation: feature construction, neural networks and policy gradient methods.',
      subjects: ['Reinforcement Learning', 'Function Approximation'],
      url: coursera('prediction-control-function-approximation'),
    },
    {
      slug: 'ualberta-complete-rl-system',
      title: 'A Complete Reinforcement Learning System (Capstone)',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      description:
        'Designing and implementing a complete reinforcement learning solution to a problem, end to end.',
      subjects: ['Reinforcement Learning', 'Python'],
      url: coursera('complete-reinforcement-learning-system'),
    },
    {
      slug: 'ualberta-object-oriented-design',
      title: 'Object-Oriented Design',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Object-oriented analysis and design: design principles, UML and modelling software with classes in Java.',
      subjects: ['Software Design', 'UML', 'Java'],
      url: coursera('object-oriented-design'),
    },
    {
      slug: 'ualberta-design-patterns',
      title: 'Design Patterns',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Creational, structural and behavioural design patterns, MVC, and design principles and code smells.',
      subjects: ['Design Patterns', 'Software Design', 'Java'],
      url: coursera('design-patterns'),
    },
    {
      slug: 'ualberta-software-architecture',
      title: 'Software Architecture',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Architectural styles and views, quality attributes, and how to document and evaluate software architectures.',
      subjects: ['Software Architecture', 'UML'],
      url: coursera('software-architecture'),
    },
    {
      slug: 'ualberta-dino101',
      title: 'Dino 101: Dinosaur Paleobiology',
      category: 'Biology & Life Sciences',
      level: 'Beginner',
      description:
        'Dinosaur anatomy, evolution, behaviour and extinction, taught from the University of Alberta’s palaeontology collections.',
      subjects: ['Paleontology', 'Evolution'],
      url: coursera('dino101'),
    },
    {
      slug: 'ualberta-mountains-101',
      title: 'Mountains 101',
      category: 'Environment & Energy',
      level: 'Beginner',
      description:
        'Mountains from many angles: geology, ecology, climate, human history and the future of mountain environments.',
      subjects: ['Geology', 'Ecology', 'Environment'],
      url: coursera('mountains-101'),
    },
    {
      slug: 'ualberta-indigenous-canada',
      title: 'Indigenous Canada',
      category: 'Humanities',
      level: 'Beginner',
      description: 'Indigenous histories and contemporary issues in Canada from an Indigenous perspective.',
      subjects: ['Indigenous Studies', 'History', 'Canada'],
      url: coursera('indigenous-canada'),
    },
  ]),
];

export const HONG_KONG_COURSES = on('The Hong Kong University of Science and Technology', 'Hong Kong', [
  {
    slug: 'hkust-bootstrap-4',
    title: 'Front-End Web UI Frameworks and Tools: Bootstrap 4',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Front-end web UI frameworks with Bootstrap 4: responsive design, grids, components, and tooling with Node and npm.',
    subjects: ['Bootstrap', 'Web Development', 'CSS'],
    url: coursera('bootstrap-4'),
  },
  {
    slug: 'hkust-front-end-react',
    title: 'Front-End Web Development with React',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Building single-page web applications with React: components, routing, Redux and client-server communication.',
    subjects: ['React', 'JavaScript', 'Redux'],
    url: coursera('front-end-react'),
  },
  {
    slug: 'hkust-react-native',
    title: 'Multiplatform Mobile App Development with React Native',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Cross-platform mobile apps with React Native and Expo: navigation, state, native features and deployment.',
    subjects: ['React Native', 'Mobile Development'],
    url: coursera('react-native'),
  },
  {
    slug: 'hkust-server-side-nodejs',
    title: 'Server-side Development with NodeJS, Express and MongoDB',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Back-end development with Node.js, Express and MongoDB: REST APIs, authentication and security.',
    subjects: ['Node.js', 'Express', 'MongoDB'],
    url: coursera('server-side-nodejs'),
  },
  {
    slug: 'hkust-gastronomy',
    title: 'Science of Gastronomy',
    category: 'Chemistry',
    level: 'Beginner',
    description:
      'The science behind cooking and eating: taste and smell perception, and the chemistry of cooking techniques.',
    subjects: ['Food Science', 'Chemistry'],
    url: coursera('gastronomy'),
  },
]);

export const TAIWAN_COURSES = on('National Taiwan University', 'Taiwan', [
  {
    slug: 'ntu-ml-mathematical-foundations',
    title: 'Machine Learning Foundations---Mathematical Foundations',
    category: 'Artificial Intelligence',
    level: 'Intermediate',
    description:
      'When can machines learn? The feasibility of learning, the VC dimension and noise, with Hsuan-Tien Lin.',
    subjects: ['Machine Learning', 'Learning Theory'],
    url: coursera('ntumlone-mathematicalfoundations'),
  },
  {
    slug: 'ntu-ml-algorithmic-foundations',
    title: 'Machine Learning Foundations---Algorithmic Foundations',
    category: 'Artificial Intelligence',
    level: 'Intermediate',
    description:
      'How machines learn: linear models, nonlinear transformations, regularisation and validation.',
    subjects: ['Machine Learning', 'Regularization', 'Linear Models'],
    url: coursera('ntumlone-algorithmicfoundations'),
  },
]);

export const CHINA_COURSES = on('Peking University', 'China', [
  {
    slug: 'pku-learn-chinese',
    title: 'Chinese for Beginners',
    category: 'Languages',
    level: 'Beginner',
    description:
      'Basic Mandarin Chinese for everyday situations: pinyin, tones, and simple conversations about daily life.',
    subjects: ['Mandarin Chinese', 'Pinyin'],
    url: coursera('learn-chinese'),
  },
]);

export const ISRAEL_COURSES = [
  ...on('The Hebrew University of Jerusalem', 'Israel', [
    {
      slug: 'huji-synapses',
      title: 'Synapses, Neurons and Brains',
      category: 'Biology & Life Sciences',
      level: 'Intermediate',
      description:
        'How neurons and synapses compute, from the electrical properties of neurons to brain-wide networks, with Idan Segev.',
      subjects: ['Neuroscience', 'Neurons', 'Computational Modeling'],
      url: coursera('synapses'),
    },
  ]),
];

export const DENMARK_COURSES = [
  ...on('Technical University of Denmark', 'Denmark', [
    {
      slug: 'dtu-solar-cells',
      title: 'Introduction to solar cells',
      category: 'Environment & Energy',
      level: 'Beginner',
      description:
        'How solar cells work, the main technologies, and the solar resource, with hands-on calculations.',
      subjects: ['Solar Energy', 'Photovoltaics'],
      url: coursera('solar-cells'),
    },
    {
      slug: 'dtu-wind-energy',
      title: 'Wind Energy',
      category: 'Environment & Energy',
      level: 'Intermediate',
      description:
        'The fundamentals of wind energy: wind resources, aerodynamics, turbine design, grid integration and economics.',
      subjects: ['Wind Energy', 'Renewable Energy', 'Aerodynamics'],
      url: coursera('wind-energy'),
    },
  ]),
  ...on('University of Copenhagen', 'Denmark', [
    {
      slug: 'ucph-origins',
      title: 'Origins - Formation of the Universe, Solar System, Earth and Life',
      category: 'Physics & Astronomy',
      level: 'Beginner',
      description:
        'How the universe, the solar system, the Earth and life came to be, told by researchers across the natural sciences.',
      subjects: ['Cosmology', 'Planetary Science', 'Origin of Life'],
      url: coursera('origins-universe-solar-system-earth-life'),
    },
  ]),
];
