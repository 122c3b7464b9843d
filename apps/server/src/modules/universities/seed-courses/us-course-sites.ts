import { coursera, coursesOf } from './define.ts';

const US = 'United States';

export const HARVARD_COURSES = coursesOf(
  { university: 'Harvard University', country: US, provider: 'Harvard CS50' },
  [
    {
      slug: 'harvard-cs50x',
      title: "CS50's Introduction to Computer Science",
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'Harvard’s introduction to the intellectual enterprises of computer science and the art of programming, in C, Python, SQL and JavaScript.',
      subjects: ['C', 'Python', 'Algorithms', 'Web Development'],
      url: 'https://cs50.harvard.edu/x/',
    },
    {
      slug: 'harvard-cs50p',
      title: "CS50's Introduction to Programming with Python",
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'Reading and writing Python: functions, conditionals, loops, exceptions, libraries, unit tests, file I/O, regular expressions and classes.',
      subjects: ['Python', 'Programming', 'Testing'],
      url: 'https://cs50.harvard.edu/python/',
    },
    {
      slug: 'harvard-cs50ai',
      title: "CS50's Introduction to Artificial Intelligence with Python",
      category: 'Artificial Intelligence',
      level: 'Intermediate',
      description:
        'The concepts and algorithms at the foundation of modern AI: search, knowledge, uncertainty, optimisation, learning, neural networks and language.',
      subjects: ['Artificial Intelligence', 'Python', 'Machine Learning'],
      url: 'https://cs50.harvard.edu/ai/',
    },
    {
      slug: 'harvard-cs50w',
      title: "CS50's Web Programming with Python and JavaScript",
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Designing and deploying web applications with Django, React and SQL, including scalability and security.',
      subjects: ['Web Development', 'JavaScript', 'Django'],
      url: 'https://cs50.harvard.edu/web/',
    },
    {
      slug: 'harvard-cs50sql',
      title: "CS50's Introduction to Databases with SQL",
      category: 'Data Science',
      level: 'Beginner',
      description:
        'Creating, reading, updating and deleting data with relational databases, from SQLite to PostgreSQL and MySQL.',
      subjects: ['SQL', 'Databases'],
      url: 'https://cs50.harvard.edu/sql/',
    },
    {
      slug: 'harvard-cs50r',
      title: "CS50's Introduction to Programming with R",
      category: 'Data Science',
      level: 'Beginner',
      description:
        'Programming in R for data analysis: reading, cleaning, transforming, visualising and testing data.',
      subjects: ['R', 'Data Analysis', 'Visualization'],
      url: 'https://cs50.harvard.edu/r/',
    },
    {
      slug: 'harvard-cs50-cybersecurity',
      title: "CS50's Introduction to Cybersecurity",
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'How to protect accounts, data, systems and software, and how to weigh the trade-offs between usability and security.',
      subjects: ['Cybersecurity', 'Privacy'],
      url: 'https://cs50.harvard.edu/cybersecurity/',
    },
    {
      slug: 'harvard-cs50-games',
      title: "CS50's Introduction to Game Development",
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'The development of 2D and 3D interactive games, recreating classics with Lua, LÖVE and Unity.',
      subjects: ['Game Development', 'Lua', 'Unity'],
      url: 'https://cs50.harvard.edu/games/',
    },
    {
      slug: 'harvard-cs50-business',
      title: "CS50's Computer Science for Business Professionals",
      category: 'Business',
      level: 'Beginner',
      description:
        'Computer science from the top down for managers and executives: computational thinking, programming languages, the internet and cloud.',
      subjects: ['Technology Management', 'Cloud Computing'],
      url: 'https://cs50.harvard.edu/business/',
    },
    {
      slug: 'harvard-cs50-technology',
      title: "CS50's Understanding Technology",
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'The technology we use every day: hardware, the internet, multimedia, security and programming, for those less comfortable with computers.',
      subjects: ['Internet', 'Hardware', 'Security'],
      url: 'https://cs50.harvard.edu/technology/',
    },
    {
      slug: 'harvard-cs50-scratch',
      title: "CS50's Introduction to Programming with Scratch",
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'A gentle introduction to programming with Scratch, the visual language from MIT, for students of any age.',
      subjects: ['Scratch', 'Programming'],
      url: 'https://cs50.harvard.edu/scratch/',
    },
    {
      slug: 'harvard-cs50-law',
      title: "CS50's Computer Science for Lawyers",
      category: 'Law',
      level: 'Beginner',
      description:
        'The technology behind the legal questions of the day: programming, cryptography, privacy and the internet, for lawyers and law students.',
      subjects: ['Technology Law', 'Privacy', 'Cryptography'],
      url: 'https://cs50.harvard.edu/law/',
    },
  ],
);

export const BERKELEY_COURSES = coursesOf(
  { university: 'University of California, Berkeley', country: US, provider: 'UC Berkeley' },
  [
    {
      slug: 'berkeley-cs61a',
      title: 'CS 61A Structure and Interpretation of Computer Programs',
      category: 'Computer Science',
      level: 'Beginner',
      description:
        'Programming as abstraction: higher-order functions, recursion, objects, interpreters and declarative programming in Python and Scheme.',
      subjects: ['Python', 'Scheme', 'Abstraction'],
      url: 'https://cs61a.org/',
    },
    {
      slug: 'berkeley-cs61c',
      title: 'CS 61C Great Ideas in Computer Architecture (Machine Structures)',
      category: 'Engineering',
      level: 'Intermediate',
      description:
        'How software meets hardware: C, RISC-V assembly, datapaths, caches, virtual memory and parallelism.',
      subjects: ['Computer Architecture', 'C', 'RISC-V'],
      url: 'https://cs61c.org/',
    },
    {
      slug: 'berkeley-cs70',
      title: 'CS 70 Discrete Mathematics and Probability Theory',
      category: 'Mathematics',
      level: 'Intermediate',
      description:
        'Logic, proofs, graph theory, modular arithmetic, error-correcting codes and discrete and continuous probability.',
      subjects: ['Discrete Mathematics', 'Probability', 'Proofs'],
      url: 'https://www.eecs70.org/',
    },
    {
      slug: 'berkeley-cs161',
      title: 'CS 161 Computer Security',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Memory safety, cryptography, web security and network security, and how to build systems that resist attack.',
      subjects: ['Security', 'Cryptography', 'Web Security'],
      url: 'https://cs161.org/',
    },
    {
      slug: 'berkeley-cs162',
      title: 'CS 162 Operating Systems and System Programming',
      category: 'Computer Science',
      level: 'Advanced',
      description:
        'Operating system concepts and their implementation: processes, threads, concurrency, scheduling, memory, file systems and networking.',
      subjects: ['Operating Systems', 'Concurrency', 'C'],
      url: 'https://cs162.org/',
    },
    {
      slug: 'berkeley-cs170',
      title: 'CS 170 Efficient Algorithms and Intractable Problems',
      category: 'Computer Science',
      level: 'Advanced',
      description:
        'Algorithm design and analysis: divide and conquer, graphs, greedy algorithms, dynamic programming, linear programming and NP-completeness.',
      subjects: ['Algorithms', 'Complexity', 'Linear Programming'],
      url: 'https://cs170.org/',
    },
    {
      slug: 'berkeley-cs186',
      title: 'CS 186 Introduction to Database Systems',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'The design of database systems: SQL, storage, indexing, query optimisation, transactions, concurrency and recovery.',
      subjects: ['Databases', 'SQL', 'Transactions'],
      url: 'https://cs186berkeley.net/',
    },
    {
      slug: 'berkeley-cs188',
      title: 'CS 188 Introduction to Artificial Intelligence',
      category: 'Artificial Intelligence',
      level: 'Intermediate',
      description:
        'The basic ideas of designing intelligent agents: search, games, Markov decision processes, reinforcement learning and Bayes nets, with Pac-Man projects.',
      subjects: ['Artificial Intelligence', 'Search', 'Reinforcement Learning'],
      url: 'https://inst.eecs.berkeley.edu/~cs188/',
    },
    {
      slug: 'berkeley-cs189',
      title: 'CS 189 Introduction to Machine Learning',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      description:
        'Theoretical foundations, algorithms and methods of machine learning: classification, regression, kernels, neural networks and clustering.',
      subjects: ['Machine Learning', 'Neural Networks', 'Statistics'],
      url: 'https://eecs189.org/',
    },
    {
      slug: 'berkeley-cs285',
      title: 'CS 285 Deep Reinforcement Learning',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      description:
        'Deep reinforcement learning from imitation learning and policy gradients to model-based and offline methods, taught by Sergey Levine.',
      subjects: ['Reinforcement Learning', 'Deep Learning', 'Robotics'],
      url: 'https://rail.eecs.berkeley.edu/deeprlcourse/',
    },
    {
      slug: 'berkeley-data8',
      title: 'Data 8 Foundations of Data Science',
      category: 'Data Science',
      level: 'Beginner',
      description:
        'Computational and inferential thinking with real data: programming in Python, visualisation, statistical inference and prediction.',
      subjects: ['Data Science', 'Python', 'Statistics'],
      url: 'https://www.data8.org/',
    },
    {
      slug: 'berkeley-data100',
      title: 'Data 100 Principles and Techniques of Data Science',
      category: 'Data Science',
      level: 'Intermediate',
      description:
        'The data science life cycle: data cleaning, exploration, visualisation, modelling, and the statistical and computational ideas behind them.',
      subjects: ['Data Science', 'Pandas', 'Machine Learning'],
      url: 'https://ds100.org/',
    },
  ],
);

export const CMU_COURSES = coursesOf(
  { university: 'Carnegie Mellon University', country: US, provider: 'Carnegie Mellon University' },
  [
    {
      slug: 'cmu-15-445',
      title: '15-445/645 Database Systems',
      category: 'Computer Science',
      level: 'Advanced',
      description:
        'The design and implementation of database management systems: storage, indexing, query processing, concurrency control and recovery.',
      subjects: ['Databases', 'Storage', 'Concurrency Control'],
      url: 'https://15445.courses.cs.cmu.edu/',
    },
    {
      slug: 'cmu-15-721',
      title: '15-721 Advanced Database Systems',
      category: 'Computer Science',
      level: 'Advanced',
      description:
        'The internals of modern analytical database systems: columnar storage, vectorised execution, query compilation and optimisation.',
      subjects: ['Databases', 'Query Optimization', 'OLAP'],
      url: 'https://15721.courses.cs.cmu.edu/',
    },
    {
      slug: 'cmu-15-213',
      title: '15-213 Introduction to Computer Systems',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Computer systems from the programmer’s point of view: data representation, machine code, memory, linking, processes and networking.',
      subjects: ['Systems Programming', 'C', 'Assembly'],
      url: 'https://www.cs.cmu.edu/~213/',
    },
    {
      slug: 'cmu-11-785',
      title: '11-785 Introduction to Deep Learning',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      description:
        'Neural networks from perceptrons to transformers: training, convolutional and recurrent networks, attention and generative models.',
      subjects: ['Deep Learning', 'Neural Networks', 'PyTorch'],
      url: 'https://deeplearning.cs.cmu.edu/',
    },
  ],
);

const YALE = { university: 'Yale University', country: US, provider: 'Open Yale Courses' };

export const YALE_COURSES = coursesOf(YALE, [
  {
    slug: 'yale-econ-159',
    title: 'ECON 159 Game Theory',
    category: 'Economics & Finance',
    level: 'Beginner',
    description:
      'An introduction to game theory and strategic thinking, with applications in economics, politics and everyday life.',
    subjects: ['Game Theory', 'Strategy', 'Economics'],
    url: 'https://oyc.yale.edu/economics/econ-159',
  },
  {
    slug: 'yale-econ-251',
    title: 'ECON 251 Financial Theory',
    category: 'Economics & Finance',
    level: 'Intermediate',
    description:
      'Financial markets and institutions from the point of view of general equilibrium, with John Geanakoplos.',
    subjects: ['Finance', 'Economics', 'Markets'],
    url: 'https://oyc.yale.edu/economics/econ-251',
  },
  {
    slug: 'yale-phys-200',
    title: 'PHYS 200 Fundamentals of Physics I',
    category: 'Physics & Astronomy',
    level: 'Beginner',
    description: 'Newtonian mechanics, special relativity, thermodynamics and waves, with Ramamurti Shankar.',
    subjects: ['Mechanics', 'Relativity', 'Thermodynamics'],
    url: 'https://oyc.yale.edu/physics/phys-200',
  },
  {
    slug: 'yale-astr-160',
    title: 'ASTR 160 Frontiers and Controversies in Astrophysics',
    category: 'Physics & Astronomy',
    level: 'Beginner',
    description: 'Three current topics in astrophysics: exoplanets, black holes and dark energy.',
    subjects: ['Astrophysics', 'Black Holes', 'Cosmology'],
    url: 'https://oyc.yale.edu/astronomy/astr-160',
  },
  {
    slug: 'yale-phil-176',
    title: 'PHIL 176 Death',
    category: 'Humanities',
    level: 'Beginner',
    description: 'Philosophical questions raised by the fact of our mortality, with Shelly Kagan.',
    subjects: ['Philosophy', 'Ethics'],
    url: 'https://oyc.yale.edu/philosophy/phil-176',
  },
  {
    slug: 'yale-eeb-122',
    title: 'EEB 122 Principles of Evolution, Ecology and Behavior',
    category: 'Biology & Life Sciences',
    level: 'Beginner',
    description:
      'The principles of evolution, ecology and behaviour, and how they explain the diversity of life.',
    subjects: ['Evolution', 'Ecology', 'Behavior'],
    url: 'https://oyc.yale.edu/ecology-and-evolutionary-biology/eeb-122',
  },
  {
    slug: 'yale-hist-119',
    title: 'HIST 119 The Civil War and Reconstruction Era, 1845-1877',
    category: 'Humanities',
    level: 'Beginner',
    description: 'The causes, course and consequences of the American Civil War, with David Blight.',
    subjects: ['History', 'United States'],
    url: 'https://oyc.yale.edu/history/hist-119',
  },
  {
    slug: 'yale-science-of-well-being',
    title: 'The Science of Well-Being',
    category: 'Psychology',
    level: 'Beginner',
    description:
      'What psychological science says about happiness, and how to put habits that improve well-being into practice, with Laurie Santos.',
    subjects: ['Positive Psychology', 'Well-Being', 'Habits'],
    url: coursera('the-science-of-well-being'),
    provider: 'Coursera',
  },
  {
    slug: 'yale-financial-markets',
    title: 'Financial Markets',
    category: 'Economics & Finance',
    level: 'Beginner',
    description:
      'An overview of the ideas, methods and institutions that let societies manage risks and foster enterprise, with Robert Shiller.',
    subjects: ['Finance', 'Risk Management', 'Behavioral Finance'],
    url: coursera('financial-markets-global'),
    provider: 'Coursera',
  },
  {
    slug: 'yale-introduction-psychology',
    title: 'Introduction to Psychology',
    category: 'Psychology',
    level: 'Beginner',
    description:
      'The science of how we think, feel and behave: perception, memory, emotion, social behaviour and mental illness, with Paul Bloom.',
    subjects: ['Psychology', 'Cognition', 'Social Psychology'],
    url: coursera('introduction-psychology'),
    provider: 'Coursera',
  },
  {
    slug: 'yale-moralities',
    title: 'Moralities of Everyday Life',
    category: 'Psychology',
    level: 'Beginner',
    description:
      'The psychology of morality: compassion, fairness, prejudice and punishment, and where our moral sense comes from.',
    subjects: ['Moral Psychology', 'Ethics'],
    url: coursera('moralities'),
    provider: 'Coursera',
  },
]);

export const GEORGIA_TECH_COURSES = coursesOf(
  { university: 'Georgia Institute of Technology', country: US, provider: 'Georgia Tech OMSCS' },
  [
    {
      slug: 'gatech-cs-6200',
      title: 'CS 6200 Introduction to Operating Systems',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Operating system abstractions, mechanisms and policies: threads, scheduling, memory management, IPC and virtualisation.',
      subjects: ['Operating Systems', 'Concurrency', 'C'],
      url: 'https://omscs.gatech.edu/cs-6200-introduction-operating-systems',
    },
    {
      slug: 'gatech-cs-6250',
      title: 'CS 6250 Computer Networks',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Internet architecture, routing, software-defined networking, congestion control and network security.',
      subjects: ['Networking', 'Routing', 'SDN'],
      url: 'https://omscs.gatech.edu/cs-6250-computer-networks',
    },
    {
      slug: 'gatech-cs-6300',
      title: 'CS 6300 Software Development Process',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'Software engineering practice: processes, requirements, design, testing, version control and team development.',
      subjects: ['Software Engineering', 'Testing', 'Git'],
      url: 'https://omscs.gatech.edu/cs-6300-software-development-process',
    },
    {
      slug: 'gatech-cs-6035',
      title: 'CS 6035 Introduction to Information Security',
      category: 'Computer Science',
      level: 'Intermediate',
      description:
        'The basic concepts of information security: software, system and network security, cryptography and security management.',
      subjects: ['Security', 'Cryptography', 'Network Security'],
      url: 'https://omscs.gatech.edu/cs-6035-introduction-information-security',
    },
    {
      slug: 'gatech-cs-6476',
      title: 'CS 6476 Computer Vision',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      description:
        'Image formation, features, geometry, motion and recognition, with programming projects in Python.',
      subjects: ['Computer Vision', 'Image Processing', 'Python'],
      url: 'https://omscs.gatech.edu/cs-6476-computer-vision',
    },
    {
      slug: 'gatech-cs-7641',
      title: 'CS 7641 Machine Learning',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      description:
        'Supervised, unsupervised and reinforcement learning, with an emphasis on analysing and comparing algorithms on real problems.',
      subjects: ['Machine Learning', 'Reinforcement Learning', 'Clustering'],
      url: 'https://omscs.gatech.edu/cs-7641-machine-learning',
    },
    {
      slug: 'gatech-cs-7646',
      title: 'CS 7646 Machine Learning for Trading',
      category: 'Economics & Finance',
      level: 'Intermediate',
      description:
        'Applying machine learning to trading strategies: market data in Python, portfolio analysis, technical indicators and learners.',
      subjects: ['Machine Learning', 'Trading', 'Python'],
      url: 'https://omscs.gatech.edu/cs-7646-machine-learning-trading',
    },
    {
      slug: 'gatech-mobile-robot',
      title: 'Control of Mobile Robots',
      category: 'Engineering',
      level: 'Intermediate',
      description:
        'Control theory applied to mobile robots: dynamical models, feedback, navigation and obstacle avoidance.',
      subjects: ['Robotics', 'Control Theory'],
      url: coursera('mobile-robot'),
      provider: 'Coursera',
    },
  ],
);

export const CALTECH_COURSES = coursesOf(
  { university: 'California Institute of Technology', country: US, provider: 'Caltech' },
  [
    {
      slug: 'caltech-learning-from-data',
      title: 'Learning From Data',
      category: 'Artificial Intelligence',
      level: 'Intermediate',
      description:
        'An introductory machine learning course by Yaser Abu-Mostafa that balances theory and practice, from the VC dimension to kernel methods.',
      subjects: ['Machine Learning', 'Learning Theory'],
      url: 'https://work.caltech.edu/telecourse.html',
    },
    {
      slug: 'caltech-solar-system',
      title: 'The Science of the Solar System',
      category: 'Physics & Astronomy',
      level: 'Beginner',
      description:
        'The physics, chemistry and geology of the planets, moons and small bodies of the solar system, with Mike Brown.',
      subjects: ['Planetary Science', 'Astronomy'],
      url: coursera('solar-system'),
      provider: 'Coursera',
    },
  ],
);
