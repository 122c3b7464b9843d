import type { SeedCourse } from '@app/core/course';

const provider = 'Hugging Face';
const learn = (slug: string) => `https://huggingface.co/learn/${slug}`;

export const courses: SeedCourse[] = [
  {
    id: 6300,
    title: 'LLM Course',
    provider,
    category: 'Natural Language Processing',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Hugging Face course, formerly the NLP Course, on transformers, tokenizers, datasets, fine-tuning and building with large language models.',
    skills: [
      'Transformers library',
      'Tokenizers',
      'Datasets library',
      'Fine-tuning',
      'Large language models',
    ],
    link: learn('llm-course'),
  },
  {
    id: 6301,
    title: 'AI Agents Course',
    provider,
    category: 'Generative AI',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Hugging Face course on how AI agents work and how to build them with agent frameworks and tools.',
    skills: ['AI agents', 'Tool use', 'smolagents', 'LangGraph', 'Agent evaluation'],
    link: learn('agents-course'),
  },
  {
    id: 6302,
    title: 'MCP Course',
    provider,
    category: 'Generative AI',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Hugging Face course on the Model Context Protocol and building MCP servers and clients for AI applications.',
    skills: ['Model Context Protocol', 'MCP servers', 'MCP clients', 'Tool integration'],
    link: learn('mcp-course'),
  },
  {
    id: 6303,
    title: 'Deep Reinforcement Learning Course',
    provider,
    category: 'Machine Learning',
    level: 'Advanced',
    price: 'Free',
    description:
      'Free Hugging Face course on deep reinforcement learning theory and practice, training agents in simulated environments.',
    skills: ['Reinforcement learning', 'Q-learning', 'Policy gradients', 'PPO', 'Stable-Baselines3'],
    link: learn('deep-rl-course'),
  },
  {
    id: 6304,
    title: 'Diffusion Models Course',
    provider,
    category: 'Generative AI',
    level: 'Advanced',
    price: 'Free',
    description:
      'Free Hugging Face course on the theory of diffusion models and generating and fine-tuning images with the Diffusers library.',
    skills: ['Diffusion models', 'Diffusers library', 'Fine-tuning', 'Stable Diffusion'],
    link: learn('diffusion-course'),
  },
  {
    id: 6305,
    title: 'Audio Course',
    provider,
    category: 'Deep Learning',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Hugging Face course on applying transformers to audio for speech recognition, classification and text-to-speech.',
    skills: ['Audio data', 'Speech recognition', 'Audio classification', 'Text-to-speech'],
    link: learn('audio-course'),
  },
  {
    id: 6306,
    title: 'Computer Vision Course',
    provider,
    category: 'Deep Learning',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free community-built Hugging Face course on computer vision, from CNNs and vision transformers to multimodal models.',
    skills: ['Convolutional neural networks', 'Vision transformers', 'Object detection', 'Multimodal models'],
    link: learn('computer-vision-course'),
  },
];
