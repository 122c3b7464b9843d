import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

/**
 * Every page is its own chunk, loaded when its route is first visited, so `/` ships only
 * the shell. The router waits for the chunk before switching pages (the old page stays
 * up meanwhile); on a cold load the pages route shows a centred spinner instead.
 */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: { Component: load } };
}

/** A route whose feature is still to come: its real title (in `handle`) and a one-line note. */
function placeholder(path: string, title: string): RouteObject {
  return {
    ...page(path, async () => (await import('@/features/placeholder/placeholder-route')).PlaceholderRoute),
    handle: { title },
  };
}

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: () => <RouteError fullScreen />,
    children: [
      {
        // Errors inside a page render here, inside the layout, so header and footer stay.
        ErrorBoundary: () => <RouteError />,
        HydrateFallback: PageLoader,
        children: [
          page('/', async () => (await import('@/features/home/home-page')).HomePage),
          placeholder('/auth', 'Sign In'),
          placeholder('/dashboard', 'My Learning Dashboard'),
          placeholder('/settings', 'Settings'),
          placeholder('/admin', 'Admin Panel'),
          placeholder('/courses', 'Tech Companies Courses'),
          placeholder('/courses/:id', 'Course Details'),
          placeholder('/university-courses', 'University Courses'),
          placeholder('/providers', 'Companies'),
          placeholder('/career-paths', 'Career Paths'),
          page('/careers', async () => (await import('@/features/static-pages/careers-page')).CareersPage),
          placeholder('/jobs', 'Tech Company Jobs'),
          placeholder('/pricing', 'Pricing'),
          placeholder('/mentors', 'Mentors'),
          placeholder('/student-card', 'Student Rewards Card'),
          page('/community', async () => (await import('@/features/community/community-page')).CommunityPage),
          page('/blog', async () => (await import('@/features/blog/blog-page')).BlogPage),
          placeholder('/prep', 'AI Learning Prep'),
          placeholder('/career-advisor', 'AI Career Advisor'),
          placeholder('/degree-recommendation', 'Degree Recommendations'),
          placeholder('/cv-builder', 'CV Builder'),
          placeholder('/cover-letter', 'Cover Letter Builder'),
          page('/help', async () => (await import('@/features/help/help-page')).HelpPage),
          page('/about', async () => (await import('@/features/static-pages/about-page')).AboutPage),
          page('/privacy', async () => (await import('@/features/static-pages/privacy-page')).PrivacyPage),
          page('/terms', async () => (await import('@/features/static-pages/terms-page')).TermsPage),
          page('*', async () => (await import('@/features/not-found/not-found-page')).NotFoundPage),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
