import { coursera, coursesOf } from './define.ts';

const STANFORD = {
  university: 'Stanford University',
  country: 'United States',
  provider: 'Stanford University',
};

export const STANFORD_COURSES = coursesOf(STANFORD, [
  {
    slug: 'stanford-cs106a',
    title: 'CS106A Programming Methodology',
    category: 'Computer Science',
    level: 'Beginner',
    description:
      "Stanford's introduction to programming in Python: problem decomposition, control flow, data structures and style.",
    subjects: ['Python', 'Programming'],
    url: 'https://web.stanford.edu/class/cs106a/',
  },
  {
    slug: 'stanford-cs106b',
    title: 'CS106B Programming Abstractions',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Abstraction and its relation to programming in C++: recursion, algorithm analysis, linked structures, trees and graphs.',
    subjects: ['C++', 'Recursion', 'Data Structures'],
    url: 'https://web.stanford.edu/class/cs106b/',
  },
  {
    slug: 'stanford-cs107',
    title: 'CS107 Computer Organization and Systems',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'How programs run on the machine: C, pointers, memory, the x86-64 instruction set, compilation and heap allocators.',
    subjects: ['C', 'Systems Programming', 'Assembly'],
    url: 'https://web.stanford.edu/class/cs107/',
  },
  {
    slug: 'stanford-cs103',
    title: 'CS103 Mathematical Foundations of Computing',
    category: 'Mathematics',
    level: 'Intermediate',
    description:
      'Proofs, logic, sets, graphs, automata, regular and context-free languages, and the limits of computation.',
    subjects: ['Discrete Mathematics', 'Logic', 'Automata'],
    url: 'https://web.stanford.edu/class/cs103/',
  },
  {
    slug: 'stanford-cs109',
    title: 'CS109 Probability for Computer Scientists',
    category: 'Mathematics',
    level: 'Intermediate',
    description:
      'Probability from counting to machine learning: random variables, distributions, inference and an introduction to learning.',
    subjects: ['Probability', 'Statistics', 'Machine Learning'],
    url: 'https://web.stanford.edu/class/cs109/',
  },
  {
    slug: 'stanford-cs143',
    title: 'CS143 Compilers',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'The principles and practice of compiler construction: lexing, parsing, semantic analysis, code generation and optimisation.',
    subjects: ['Compilers', 'Parsing', 'Programming Languages'],
    url: 'https://web.stanford.edu/class/cs143/',
  },
  {
    slug: 'stanford-cs144',
    title: 'CS144 Introduction to Computer Networking',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'How the Internet works, from packets and routing to TCP, with labs building a TCP implementation.',
    subjects: ['Networking', 'TCP/IP', 'Internet'],
    url: 'https://cs144.github.io/',
  },
  {
    slug: 'stanford-cs229',
    title: 'CS229 Machine Learning',
    category: 'Artificial Intelligence',
    level: 'Advanced',
    description:
      'A broad introduction to machine learning and statistical pattern recognition: supervised, unsupervised and reinforcement learning.',
    subjects: ['Machine Learning', 'Statistics', 'Optimization'],
    url: 'https://cs229.stanford.edu/',
  },
  {
    slug: 'stanford-cs231n',
    title: 'CS231n Deep Learning for Computer Vision',
    category: 'Artificial Intelligence',
    level: 'Advanced',
    description:
      'Deep learning for visual recognition: convolutional networks, training, detection, segmentation and generative models.',
    subjects: ['Computer Vision', 'Deep Learning', 'Neural Networks'],
    url: 'https://cs231n.stanford.edu/',
  },
  {
    slug: 'stanford-cs224n',
    title: 'CS224N Natural Language Processing with Deep Learning',
    category: 'Artificial Intelligence',
    level: 'Advanced',
    description:
      'Modern neural methods for natural language processing: word vectors, recurrent networks, transformers and large language models.',
    subjects: ['NLP', 'Transformers', 'Deep Learning'],
    url: 'https://web.stanford.edu/class/cs224n/',
  },
  {
    slug: 'stanford-cs224w',
    title: 'CS224W Machine Learning with Graphs',
    category: 'Artificial Intelligence',
    level: 'Advanced',
    description:
      'Representation learning and graph neural networks for networks such as social, biological and knowledge graphs.',
    subjects: ['Graph Neural Networks', 'Machine Learning', 'Networks'],
    url: 'https://web.stanford.edu/class/cs224w/',
  },
  {
    slug: 'stanford-cs234',
    title: 'CS234 Reinforcement Learning',
    category: 'Artificial Intelligence',
    level: 'Advanced',
    description:
      'Reinforcement learning from Markov decision processes to policy search, exploration and deep reinforcement learning.',
    subjects: ['Reinforcement Learning', 'MDPs', 'Deep Learning'],
    url: 'https://web.stanford.edu/class/cs234/',
  },
  {
    slug: 'stanford-cs236',
    title: 'CS236 Deep Generative Models',
    category: 'Artificial Intelligence',
    level: 'Advanced',
    description:
      'Probabilistic foundations and algorithms of deep generative models: autoregressive models, VAEs, normalising flows, GANs and diffusion.',
    subjects: ['Generative Models', 'Probabilistic Modeling', 'Deep Learning'],
    url: 'https://deepgenerativemodels.github.io/',
  },
  {
    slug: 'stanford-cs246',
    title: 'CS246 Mining Massive Data Sets',
    category: 'Data Science',
    level: 'Advanced',
    description:
      'Data mining and machine learning at scale: MapReduce and Spark, locality-sensitive hashing, recommender systems and link analysis.',
    subjects: ['Big Data', 'Spark', 'Data Mining'],
    url: 'https://web.stanford.edu/class/cs246/',
  },
  {
    slug: 'stanford-cs25',
    title: 'CS25 Transformers United',
    category: 'Artificial Intelligence',
    level: 'Advanced',
    description:
      'A seminar on transformers and their applications, with talks from the researchers building them.',
    subjects: ['Transformers', 'Large Language Models'],
    url: 'https://web.stanford.edu/class/cs25/',
  },
  {
    slug: 'stanford-ee364a',
    title: 'EE364A Convex Optimization I',
    category: 'Mathematics',
    level: 'Advanced',
    description:
      'Recognising and solving convex optimisation problems in engineering, statistics and finance, taught with Stephen Boyd.',
    subjects: ['Convex Optimization', 'Linear Programming', 'Duality'],
    url: 'https://web.stanford.edu/class/ee364a/',
  },
  {
    slug: 'stanford-mathematical-thinking',
    title: 'Introduction to Mathematical Thinking',
    category: 'Mathematics',
    level: 'Beginner',
    description:
      'How mathematicians think: the language of mathematics, logic and proof, taught by Keith Devlin.',
    subjects: ['Logic', 'Proofs', 'Mathematical Thinking'],
    url: coursera('mathematical-thinking'),
    provider: 'Coursera',
  },
  {
    slug: 'stanford-algorithms-divide-conquer',
    title: 'Divide and Conquer, Sorting and Searching, and Randomized Algorithms',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'The first course of the Algorithms specialisation by Tim Roughgarden: asymptotic analysis, divide and conquer, and randomised algorithms.',
    subjects: ['Algorithms', 'Sorting', 'Randomized Algorithms'],
    url: coursera('algorithms-divide-conquer'),
    provider: 'Coursera',
  },
  {
    slug: 'stanford-algorithms-graphs',
    title: 'Graph Search, Shortest Paths, and Data Structures',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Breadth- and depth-first search, connectivity, Dijkstra’s algorithm, heaps, search trees, hash tables and Bloom filters.',
    subjects: ['Graphs', 'Shortest Paths', 'Data Structures'],
    url: coursera('algorithms-graphs-data-structures'),
    provider: 'Coursera',
  },
  {
    slug: 'stanford-algorithms-greedy',
    title: 'Greedy Algorithms, Minimum Spanning Trees, and Dynamic Programming',
    category: 'Computer Science',
    level: 'Intermediate',
    description:
      'Greedy algorithms, minimum spanning trees, clustering, Huffman codes and dynamic programming.',
    subjects: ['Greedy Algorithms', 'Dynamic Programming', 'Spanning Trees'],
    url: coursera('algorithms-greedy'),
    provider: 'Coursera',
  },
  {
    slug: 'stanford-algorithms-npcomplete',
    title: 'Shortest Paths Revisited, NP-Complete Problems and What To Do About Them',
    category: 'Computer Science',
    level: 'Advanced',
    description:
      'Bellman-Ford and Floyd-Warshall, NP-completeness, and exact, heuristic and local-search approaches to hard problems.',
    subjects: ['NP-Completeness', 'Shortest Paths', 'Heuristics'],
    url: coursera('algorithms-npcomplete'),
    provider: 'Coursera',
  },
  {
    slug: 'stanford-machine-learning',
    title: 'Supervised Machine Learning: Regression and Classification',
    category: 'Artificial Intelligence',
    level: 'Beginner',
    description:
      'The first course of the Machine Learning Specialization with Andrew Ng (Stanford and DeepLearning.AI): linear and logistic regression in Python.',
    subjects: ['Machine Learning', 'Regression', 'Classification', 'Python'],
    url: coursera('machine-learning'),
    provider: 'Coursera',
  },
  {
    slug: 'stanford-probabilistic-graphical-models',
    title: 'Probabilistic Graphical Models 1: Representation',
    category: 'Artificial Intelligence',
    level: 'Advanced',
    description:
      'Bayesian networks and Markov networks for representing joint distributions over many variables, taught by Daphne Koller.',
    subjects: ['Bayesian Networks', 'Probabilistic Modeling', 'Machine Learning'],
    url: coursera('probabilistic-graphical-models'),
    provider: 'Coursera',
  },
  {
    slug: 'stanford-food-and-health',
    title: 'Stanford Introduction to Food and Health',
    category: 'Health & Medicine',
    level: 'Beginner',
    description:
      'How the food we eat shapes our health, and practical ways to shift towards home cooking and a healthier diet.',
    subjects: ['Nutrition', 'Public Health', 'Cooking'],
    url: coursera('food-and-health'),
    provider: 'Coursera',
  },
  {
    slug: 'stanford-sciwrite',
    title: 'Writing in the Sciences',
    category: 'Personal Development',
    level: 'Beginner',
    description:
      'Writing clear, effective scientific papers, grants and reviews, and the practicalities of peer review and publication.',
    subjects: ['Scientific Writing', 'Communication', 'Publishing'],
    url: coursera('sciwrite'),
    provider: 'Coursera',
  },
]);
