import { coursesOf, ocw } from './define.ts';

const MIT = {
  university: 'Massachusetts Institute of Technology',
  country: 'United States',
  provider: 'MIT OpenCourseWare',
};

export const MIT_COURSES = coursesOf(MIT, [
  {
    slug: 'mit-6-0001',
    title: '6.0001 Introduction to Computer Science and Programming in Python',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      'A first course in programming and computational problem solving, using Python, for students with little or no programming experience.',
    subjects: ['Python', 'Programming', 'Algorithms'],
    url: ocw('6-0001-introduction-to-computer-science-and-programming-in-python-fall-2016'),
  },
  {
    slug: 'mit-6-0002',
    title: '6.0002 Introduction to Computational Thinking and Data Science',
    category: 'Data Science',
    level: 'Beginner',
    description:
      'Using computation to understand the world: optimisation, simulation, statistical thinking and machine learning, in Python.',
    subjects: ['Python', 'Data Science', 'Statistics', 'Simulation'],
    url: ocw('6-0002-introduction-to-computational-thinking-and-data-science-fall-2016'),
  },
  {
    slug: 'mit-6-006',
    title: '6.006 Introduction to Algorithms',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'The mathematical modelling of computational problems and the common algorithms, data structures and analysis techniques used to solve them.',
    subjects: ['Algorithms', 'Data Structures', 'Graphs', 'Dynamic Programming'],
    url: ocw('6-006-introduction-to-algorithms-spring-2020'),
  },
  {
    slug: 'mit-6-046j',
    title: '6.046J Design and Analysis of Algorithms',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'Techniques for the design and analysis of efficient algorithms: divide and conquer, randomisation, amortisation, network flow and more.',
    subjects: ['Algorithms', 'Complexity', 'Randomized Algorithms'],
    url: ocw('6-046j-design-and-analysis-of-algorithms-spring-2015'),
  },
  {
    slug: 'mit-6-042j',
    title: '6.042J Mathematics for Computer Science',
    category: 'Mathematics',
    level: 'Intermediate',
    description:
      'Discrete mathematics for computer science: proofs, number theory, graph theory, counting and discrete probability.',
    subjects: ['Discrete Mathematics', 'Proofs', 'Probability', 'Graph Theory'],
    url: ocw('6-042j-mathematics-for-computer-science-spring-2015'),
  },
  {
    slug: 'mit-6-034',
    title: '6.034 Artificial Intelligence',
    category: 'Artificial Intelligence',
    level: 'Intermediate',
    description:
      'Representations, methods and architectures for building intelligent systems, from search and constraints to learning, with Patrick Winston.',
    subjects: ['Artificial Intelligence', 'Search', 'Machine Learning'],
    url: ocw('6-034-artificial-intelligence-fall-2010'),
  },
  {
    slug: 'mit-6-004',
    title: '6.004 Computation Structures',
    category: 'Engineering',
    level: 'Intermediate',
    description:
      'How digital systems are built, from transistors and logic gates to processors, memory hierarchies and operating system support.',
    subjects: ['Computer Architecture', 'Digital Logic', 'Processors'],
    url: ocw('6-004-computation-structures-spring-2017'),
  },
  {
    slug: 'mit-6-172',
    title: '6.172 Performance Engineering of Software Systems',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'Building scalable, high-performance software: measurement, caching, parallel programming and algorithmic engineering in C.',
    subjects: ['Performance', 'Parallel Computing', 'C'],
    url: ocw('6-172-performance-engineering-of-software-systems-fall-2018'),
  },
  {
    slug: 'mit-6-858',
    title: '6.858 Computer Systems Security',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'Design and implementation of secure computer systems: threat models, attacks, and defences for software, networks and the web.',
    subjects: ['Security', 'Operating Systems', 'Web Security'],
    url: ocw('6-858-computer-systems-security-fall-2014'),
  },
  {
    slug: 'mit-6-041sc',
    title: '6.041SC Probabilistic Systems Analysis and Applied Probability',
    category: 'Mathematics',
    level: 'Intermediate',
    description:
      'Probabilistic models, random variables, limit theorems and an introduction to statistical inference and random processes.',
    subjects: ['Probability', 'Statistics', 'Random Processes'],
    url: ocw('6-041sc-probabilistic-systems-analysis-and-applied-probability-fall-2013'),
  },
  {
    slug: 'mit-6-851',
    title: '6.851 Advanced Data Structures',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'Research-level data structures: time travel, geometry, dynamic optimality, memory hierarchy, hashing, integers and succinct structures.',
    subjects: ['Data Structures', 'Algorithms', 'Theory'],
    url: ocw('6-851-advanced-data-structures-spring-2012'),
  },
  {
    slug: 'mit-6-824',
    title: '6.824 Distributed Systems',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'Abstractions and implementation techniques for distributed systems: fault tolerance, replication with Raft, and consistency, with Go labs.',
    subjects: ['Distributed Systems', 'Go', 'Consensus'],
    url: 'https://pdos.csail.mit.edu/6.824/',
    provider: 'MIT CSAIL',
  },
  {
    slug: 'mit-6-828',
    title: '6.828 Operating System Engineering',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'Operating system design and implementation, studied through the xv6 teaching kernel and hands-on labs on RISC-V.',
    subjects: ['Operating Systems', 'C', 'Kernels'],
    url: 'https://pdos.csail.mit.edu/6.828/',
    provider: 'MIT CSAIL',
  },
  {
    slug: 'mit-6-s191',
    title: '6.S191 Introduction to Deep Learning',
    category: 'Artificial Intelligence',
    level: 'Intermediate',
    description:
      "MIT's introductory course on deep learning methods with applications to computer vision, natural language processing and more, with TensorFlow labs.",
    subjects: ['Deep Learning', 'Neural Networks', 'TensorFlow'],
    url: 'https://introtodeeplearning.com/',
    provider: 'MIT Introduction to Deep Learning',
  },
  {
    slug: 'mit-18-404j',
    title: '18.404J Theory of Computation',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'Automata and languages, computability theory and complexity theory, taught by Michael Sipser.',
    subjects: ['Automata', 'Computability', 'Complexity Theory'],
    url: ocw('18-404j-theory-of-computation-fall-2020'),
  },
  {
    slug: 'mit-18-01',
    title: '18.01 Single Variable Calculus',
    category: 'Mathematics',
    level: 'Beginner',
    description: 'Differentiation and integration of functions of one variable, with applications.',
    subjects: ['Calculus', 'Differentiation', 'Integration'],
    url: ocw('18-01-single-variable-calculus-fall-2006'),
  },
  {
    slug: 'mit-18-02',
    title: '18.02 Multivariable Calculus',
    category: 'Mathematics',
    level: 'Intermediate',
    description:
      'Calculus of several variables: vectors and matrices, partial derivatives, double and triple integrals, and vector calculus.',
    subjects: ['Calculus', 'Vector Calculus', 'Linear Algebra'],
    url: ocw('18-02-multivariable-calculus-fall-2007'),
  },
  {
    slug: 'mit-18-03',
    title: '18.03 Differential Equations',
    category: 'Mathematics',
    level: 'Intermediate',
    description:
      'Ordinary differential equations and their applications: first-order equations, linear systems, Fourier series and Laplace transforms.',
    subjects: ['Differential Equations', 'Fourier Series', 'Laplace Transform'],
    url: ocw('18-03-differential-equations-spring-2010'),
  },
  {
    slug: 'mit-18-06',
    title: '18.06 Linear Algebra',
    category: 'Mathematics',
    level: 'Intermediate',
    description:
      'Matrix theory and linear algebra with Gilbert Strang: systems of equations, vector spaces, determinants, eigenvalues and positive definite matrices.',
    subjects: ['Linear Algebra', 'Matrices', 'Eigenvalues'],
    url: ocw('18-06-linear-algebra-spring-2010'),
  },
  {
    slug: 'mit-18-065',
    title: '18.065 Matrix Methods in Data Analysis, Signal Processing, and Machine Learning',
    category: 'Mathematics',
    level: 'Advanced',
    description:
      'Linear algebra for data: the singular value decomposition, low-rank approximation, optimisation and the structure of deep learning.',
    subjects: ['Linear Algebra', 'Machine Learning', 'Optimization'],
    url: ocw('18-065-matrix-methods-in-data-analysis-signal-processing-and-machine-learning-spring-2018'),
  },
  {
    slug: 'mit-18-650',
    title: '18.650 Statistics for Applications',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Statistical inference for applications: estimation, hypothesis testing, regression, Bayesian statistics and principal component analysis.',
    subjects: ['Statistics', 'Regression', 'Hypothesis Testing'],
    url: ocw('18-650-statistics-for-applications-fall-2016'),
  },
  {
    slug: 'mit-18-s096',
    title: '18.S096 Topics in Mathematics with Applications in Finance',
    category: 'Economics & Finance',
    level: 'Advanced',
    description:
      'The mathematical concepts and techniques used in quantitative finance, presented with practitioners from the industry.',
    subjects: ['Quantitative Finance', 'Stochastic Processes', 'Statistics'],
    url: ocw('18-s096-topics-in-mathematics-with-applications-in-finance-fall-2013'),
  },
  {
    slug: 'mit-8-01sc',
    title: '8.01SC Classical Mechanics',
    category: 'Physics & Astronomy',
    level: 'Beginner',
    description:
      'Newtonian mechanics: kinematics, forces, energy, momentum, rotation and gravitation, with worked examples and problem sets.',
    subjects: ['Mechanics', 'Newtonian Physics', 'Energy'],
    url: ocw('8-01sc-classical-mechanics-fall-2016'),
  },
  {
    slug: 'mit-8-02',
    title: '8.02 Physics II: Electricity and Magnetism',
    category: 'Physics & Astronomy',
    level: 'Intermediate',
    description:
      'Electric and magnetic fields, circuits, electromagnetic induction and Maxwell’s equations, with electromagnetic waves.',
    subjects: ['Electromagnetism', 'Circuits', 'Maxwell Equations'],
    url: ocw('8-02-physics-ii-electricity-and-magnetism-spring-2007'),
  },
  {
    slug: 'mit-8-04',
    title: '8.04 Quantum Physics I',
    category: 'Physics & Astronomy',
    level: 'Advanced',
    description:
      'The experimental basis of quantum physics, wave mechanics, the Schrödinger equation in one and three dimensions, and angular momentum.',
    subjects: ['Quantum Mechanics', 'Wave Functions', 'Schrödinger Equation'],
    url: ocw('8-04-quantum-physics-i-spring-2013'),
  },
  {
    slug: 'mit-5-111sc',
    title: '5.111SC Principles of Chemical Science',
    category: 'Chemistry',
    level: 'Beginner',
    description:
      'Atomic structure, chemical bonding, thermodynamics, equilibrium, kinetics and their use in chemistry and biology.',
    subjects: ['Chemistry', 'Chemical Bonding', 'Thermodynamics'],
    url: ocw('5-111sc-principles-of-chemical-science-fall-2014'),
  },
  {
    slug: 'mit-3-091sc',
    title: '3.091SC Introduction to Solid State Chemistry',
    category: 'Chemistry',
    level: 'Beginner',
    description:
      'Chemistry through the lens of materials: electronic structure, bonding, crystals, glasses, polymers and their properties.',
    subjects: ['Materials Science', 'Chemistry', 'Crystals'],
    url: ocw('3-091sc-introduction-to-solid-state-chemistry-fall-2010'),
  },
  {
    slug: 'mit-7-016',
    title: '7.016 Introductory Biology',
    category: 'Biology & Life Sciences',
    level: 'Beginner',
    description:
      'The fundamentals of biochemistry, genetics, molecular biology, recombinant DNA, cell biology and their applications to human health.',
    subjects: ['Biology', 'Genetics', 'Molecular Biology'],
    url: ocw('7-016-introductory-biology-fall-2018'),
  },
  {
    slug: 'mit-9-13',
    title: '9.13 The Human Brain',
    category: 'Psychology',
    level: 'Beginner',
    description:
      'How the human brain works, from perception and face recognition to language and music, taught by Nancy Kanwisher.',
    subjects: ['Neuroscience', 'Cognition', 'Brain Imaging'],
    url: ocw('9-13-the-human-brain-spring-2019'),
  },
  {
    slug: 'mit-2-003sc',
    title: '2.003SC Engineering Dynamics',
    category: 'Engineering',
    level: 'Intermediate',
    description:
      'Kinematics and dynamics of particles and rigid bodies, vibration, and the methods engineers use to model mechanical systems.',
    subjects: ['Dynamics', 'Mechanical Engineering', 'Vibration'],
    url: ocw('2-003sc-engineering-dynamics-fall-2011'),
  },
  {
    slug: 'mit-14-01',
    title: '14.01 Principles of Microeconomics',
    category: 'Economics & Finance',
    level: 'Beginner',
    description:
      'How consumers and firms make decisions and interact in markets: supply and demand, competition, market failures and public policy.',
    subjects: ['Microeconomics', 'Markets', 'Game Theory'],
    url: ocw('14-01-principles-of-microeconomics-fall-2018'),
  },
  {
    slug: 'mit-14-02',
    title: '14.02 Principles of Macroeconomics',
    category: 'Economics & Finance',
    level: 'Beginner',
    description:
      'The economy as a whole: output, unemployment, inflation, interest rates, exchange rates and the policies that act on them.',
    subjects: ['Macroeconomics', 'Monetary Policy', 'Inflation'],
    url: ocw('14-02-principles-of-macroeconomics-spring-2014'),
  },
  {
    slug: 'mit-15-401',
    title: '15.401 Finance Theory I',
    category: 'Economics & Finance',
    level: 'Intermediate',
    description:
      'The basics of finance: present value, fixed income, equities, risk and return, portfolio theory and capital budgeting.',
    subjects: ['Finance', 'Valuation', 'Portfolio Theory'],
    url: ocw('15-401-finance-theory-i-fall-2008'),
  },
  {
    slug: 'mit-15-071',
    title: '15.071 The Analytics Edge',
    category: 'Data Science',
    level: 'Intermediate',
    description:
      'Using data and analytics to make decisions: regression, classification trees, clustering, text analytics and optimisation, in R.',
    subjects: ['Analytics', 'R', 'Machine Learning', 'Optimization'],
    url: ocw('15-071-the-analytics-edge-spring-2017'),
  },
]);
