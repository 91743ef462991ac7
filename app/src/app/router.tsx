import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteError } from "@/app/route-error";
import { AppLayout } from "@/components/layout/app-layout";
import { RequireAuth } from "@/components/layout/require-auth";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";

/** Every route of the spec, each screen loaded on demand. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        path: paths.home,
        lazy: () => import("@/features/landing/landing-page").then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: paths.beta,
        lazy: () => import("@/features/landing/landing-page").then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: paths.pricing,
        lazy: () => import("@/features/pricing/pricing-page").then((m) => ({ Component: m.PricingPage })),
      },
      {
        path: paths.docs,
        lazy: () => import("@/features/docs/docs-page").then((m) => ({ Component: m.DocsPage })),
      },
      {
        path: paths.faqs,
        lazy: () => import("@/features/faqs/faqs-page").then((m) => ({ Component: m.FaqsPage })),
      },
      {
        path: paths.tutorials,
        lazy: () =>
          import("@/features/tutorials/tutorials-page").then((m) => ({ Component: m.TutorialsPage })),
      },
      {
        path: paths.privacy,
        lazy: () => import("@/features/legal/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: paths.terms,
        lazy: () => import("@/features/legal/terms-page").then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: paths.safety,
        lazy: () => import("@/features/legal/safety-page").then((m) => ({ Component: m.SafetyPage })),
      },
      {
        path: paths.refund,
        lazy: () => import("@/features/legal/refund-page").then((m) => ({ Component: m.RefundPage })),
      },
      {
        path: paths.signUp,
        lazy: () => import("@/features/auth/sign-up-page").then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: paths.signIn,
        lazy: () => import("@/features/auth/sign-in-page").then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import("@/features/auth/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: paths.updatePassword,
        lazy: () =>
          import("@/features/auth/update-password-page").then((m) => ({ Component: m.UpdatePasswordPage })),
      },
      {
        path: paths.verifyEmail,
        lazy: () =>
          import("@/features/auth/verify-email-page").then((m) => ({ Component: m.VerifyEmailPage })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.dashboard,
            lazy: () =>
              import("@/features/dashboard/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: paths.batch,
            lazy: () => import("@/features/batch/batch-page").then((m) => ({ Component: m.BatchPage })),
          },
          {
            path: paths.batchStatus,
            lazy: () =>
              import("@/features/batch/batch-status-page").then((m) => ({ Component: m.BatchStatusPage })),
          },
          {
            path: paths.projects,
            lazy: () =>
              import("@/features/projects/projects-page").then((m) => ({ Component: m.ProjectsPage })),
          },
          {
            path: paths.avatars,
            lazy: () => import("@/features/avatars/avatars-page").then((m) => ({ Component: m.AvatarsPage })),
          },
          {
            path: paths.media,
            lazy: () => import("@/features/media/media-page").then((m) => ({ Component: m.MediaPage })),
          },
          {
            path: paths.productAd,
            lazy: () =>
              import("@/features/product-ad/product-ad-page").then((m) => ({ Component: m.ProductAdPage })),
          },
          {
            path: paths.storyReel,
            lazy: () =>
              import("@/features/story-reel/story-reel-page").then((m) => ({ Component: m.StoryReelPage })),
          },
          {
            path: paths.storyReelPreview,
            lazy: () => import("@/features/preview/preview-page").then((m) => ({ Component: m.PreviewPage })),
          },
          {
            path: paths.productAdPreview,
            lazy: () => import("@/features/preview/preview-page").then((m) => ({ Component: m.PreviewPage })),
          },
          {
            path: paths.generate,
            lazy: () =>
              import("@/features/generate/generate-page").then((m) => ({ Component: m.GeneratePage })),
          },
          {
            path: paths.storyboard,
            lazy: () =>
              import("@/features/storyboard/storyboard-page").then((m) => ({ Component: m.StoryboardPage })),
          },
          {
            path: paths.languages,
            lazy: () =>
              import("@/features/languages/language-editor-page").then((m) => ({
                Component: m.LanguageEditorPage,
              })),
          },
          {
            path: paths.showcase,
            lazy: () =>
              import("@/features/showcase/showcase-page").then((m) => ({ Component: m.ShowcasePage })),
          },
          {
            path: paths.templates,
            lazy: () =>
              import("@/features/templates/templates-page").then((m) => ({ Component: m.TemplatesPage })),
          },
          {
            path: paths.profile,
            lazy: () => import("@/features/profile/profile-page").then((m) => ({ Component: m.ProfilePage })),
          },
        ],
      },
      {
        path: "*",
        lazy: () =>
          import("@/features/not-found/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
