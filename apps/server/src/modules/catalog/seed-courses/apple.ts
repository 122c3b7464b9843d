import type { SeedCourse } from '@app/core/course';

const provider = 'Apple';

export const courses: SeedCourse[] = [
  {
    id: 2100,
    title: 'Apple Device Support',
    provider,
    category: 'IT Support',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Apple Training course on supporting Mac, iPhone and iPad users; the related certification exam is paid separately.',
    skills: ['macOS support', 'iOS and iPadOS support', 'Troubleshooting', 'Apple Account management'],
    link: 'https://it-training.apple.com/tutorials/apt-support/',
  },
  {
    id: 2102,
    title: 'Develop in Swift Tutorials',
    provider,
    category: 'Mobile Development',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free step-by-step tutorials from Apple for people new to app development, building apps with Swift, SwiftUI and Xcode.',
    skills: ['Swift', 'SwiftUI', 'Xcode', 'SwiftData'],
    link: 'https://developer.apple.com/tutorials/develop-in-swift',
  },
  {
    id: 2103,
    title: 'SwiftUI Tutorials',
    provider,
    category: 'Mobile Development',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Apple tutorials on building user interfaces with SwiftUI, from composing views to animation and multiplatform apps.',
    skills: ['SwiftUI', 'Views and layout', 'State and data flow', 'Animation'],
    link: 'https://developer.apple.com/tutorials/swiftui',
  },
  {
    id: 2104,
    title: 'iOS App Dev Tutorials (UIKit)',
    provider,
    category: 'Mobile Development',
    level: 'Intermediate',
    price: 'Free',
    description:
      'Free Apple tutorials on building an iOS app with UIKit, including lists, navigation and data.',
    skills: ['UIKit', 'Swift', 'Collection views', 'Navigation'],
    link: 'https://developer.apple.com/tutorials/app-dev-training',
  },
  {
    id: 2105,
    title: 'Develop in Swift Fundamentals',
    provider,
    category: 'Mobile Development',
    level: 'Beginner',
    price: 'Free',
    description:
      'Free Apple Education curriculum for students and educators on Swift programming and iOS app development in Xcode.',
    skills: ['Swift', 'Xcode', 'App design', 'Debugging'],
    link: 'https://books.apple.com/us/book/develop-in-swift-fundamentals/id1511184145',
  },
];
