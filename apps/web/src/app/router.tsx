import type { RoutePath } from '@app/core/route-table';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

/**
 * Every page is its own chunk, loaded when its route is first visited, so `/` ships only
 * the shell. The router waits for the chunk before switching pages (the old page stays
 * up meanwhile); on a cold load the pages route shows a centred spinner instead.
 * A page's path is one of the route table's (packages/core/src/route-table.ts), which the server
 * answers with 200; `*` is the not-found page.
 */
function page(path: RoutePath | '*', load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: { Component: load } };
}

/**
 * A route only signed-in users may open: a visitor is sent to /auth (history replaced) and comes
 * back after signing in. The guard is a chunk of its own too, fetched alongside the page.
 */
function signedIn(route: RouteObject): RouteObject {
  return { lazy: { Component: loadSignInGuard }, children: [route] };
}
const loadSignInGuard = async () => (await import('./guards/require-sign-in')).RequireSignIn;
const loadPlanViews = () => import('@/features/plan/plan-views');

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
          page('/auth', async () => (await import('@/features/auth/auth-page')).AuthPage),
          page(
            '/reset-password',
            async () => (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
          ),
          signedIn(
            page(
              '/dashboard',
              async () => (await import('@/features/dashboard/dashboard-page')).DashboardPage,
            ),
          ),
          signedIn(
            page('/settings', async () => (await import('@/features/settings/settings-page')).SettingsPage),
          ),
          page('/admin', async () => (await import('@/features/admin/admin-page')).AdminPage),
          page('/courses', async () => (await import('@/features/courses/courses-page')).CoursesPage),
          page('/courses/:id', async () => (await import('@/features/courses/course-page')).CoursePage),
          page(
            '/university-courses',
            async () =>
              (await import('@/features/university-courses/university-courses-page')).UniversityCoursesPage,
          ),
          page(
            '/university-courses/:id',
            async () =>
              (await import('@/features/university-courses/university-course-page')).UniversityCoursePage,
          ),
          page('/providers', async () => (await import('@/features/providers/providers-page')).ProvidersPage),
          page(
            '/career-paths',
            async () => (await import('@/features/career-paths/career-paths-page')).CareerPathsPage,
          ),
          page(
            '/career-paths/:id',
            async () => (await import('@/features/career-paths/career-path-page')).CareerPathPage,
          ),
          page('/careers', async () => (await import('@/features/static-pages/careers-page')).CareersPage),
          page('/jobs', async () => (await import('@/features/jobs/jobs-page')).JobsPage),
          page('/jobs/:id', async () => (await import('@/features/jobs/job-page')).JobPage),
          page('/pricing', async () => (await import('@/features/pricing/pricing-page')).PricingPage),
          page('/mentors', async () => (await import('@/features/mentors/mentors-page')).MentorsPage),
          page(
            '/student-card',
            async () => (await import('@/features/student-card/student-card-page')).StudentCardPage,
          ),
          page('/community', async () => (await import('@/features/community/community-page')).CommunityPage),
          page('/blog', async () => (await import('@/features/blog/blog-page')).BlogPage),
          page('/prep', async () => (await import('@/features/prep/prep-page')).PrepPage),
          page(
            '/career-advisor',
            async () => (await import('@/features/career-advisor/career-advisor-page')).CareerAdvisorPage,
          ),
          page(
            '/degree-recommendation',
            async () =>
              (await import('@/features/degree-recommendation/degree-recommendation-page'))
                .DegreeRecommendationPage,
          ),
          page(
            '/cv-builder',
            async () => (await import('@/features/cv-builder/cv-builder-page')).CvBuilderPage,
          ),
          page(
            '/cover-letter',
            async () => (await import('@/features/cover-letter/cover-letter-page')).CoverLetterPage,
          ),
          page('/plan', async () => (await import('@/features/plan/plan-page')).PlanPage),
          signedIn(page('/plans/:id', async () => (await loadPlanViews()).SavedPlanPage)),
          page('/shared-plans/:token', async () => (await loadPlanViews()).SharedPlanPage),
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
