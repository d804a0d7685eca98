import { Container } from "@marketplace/ui/layout";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/node";
import {
  type ClientLoaderFunctionArgs,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { region } from "../env/index.ts";
import { provideWords, tProfile as t, tCommon } from "../i18n/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { ErrorPage, hydrateLater, PageLayout, preloadWithData } from "../shell/index.ts";
import { loadProviderProfilePage, replyToReview, reportReview } from "./profile.server.ts";
import type { ProfileBodyProps } from "./profile-body.tsx";
import { providerJsonLd, providerName } from "./profile-view.ts";
import { reviewsHref } from "./review-pages.ts";

/**
 * The profile's content: text and links, with no first interaction of its own (the reviews page
 * through plain links and open with native <details>), so its code loads after the page's and the
 * profile's first load is the shell's (hydrate-later.tsx, decision 033).
 */
const ProfileBody = hydrateLater<ProfileBodyProps>(() =>
  import("./profile-body.tsx").then(async (m) => {
    await m.partsReady();
    return m.ProfileBody;
  }),
);

/** A client-side navigation (a card's 'View profile') loads the content's code beside the data. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, ProfileBody);

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadProviderProfilePage(request, context, params.objectID);
}

/** A provider's reply to one of their reviews, or a report of a review (issue 32). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "report") return reportReview(request, context);
  return replyToReview(request, context, params.objectID);
}

/** The words of a 400 or 404 lookup come with its response (profile.server.ts). */
const lookupFailure = (error: unknown): { message: string; text: string; title: string } | null =>
  isRouteErrorResponse(error) && (error.status === 400 || error.status === 404) ? error.data : null;

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  provideWords(data?.words);
  if (!data) {
    return [
      { title: lookupFailure(error)?.title ?? tCommon("errors.errorTitle") },
      { name: "robots", content: "noindex" },
    ];
  }
  const info = data.profile.profileInfo;
  const name = providerName(info);
  const hosts = rootData(matches)?.hosts;
  const tags: MetaDescriptor[] = pageMeta({
    title: t("meta.title", { name }),
    description: info.headline || name,
    // Each reviews page is its own address; page 1 is the profile's.
    path: reviewsHref(info.identifier, data.page),
    hosts,
    locale: region.locale,
  });
  if (info.photo) tags.push({ property: "og:image", content: info.photo });
  // Only its own provider can open a hidden profile; it must never be indexed.
  if (data.profile.visibility === "hidden") tags.push({ name: "robots", content: "noindex" });
  if (hosts) {
    const url = new URL(`/provider/${info.identifier}`, hosts[region.locale]).href;
    tags.push({
      "script:ld+json": providerJsonLd(data.profile, {
        url,
        ratingCount: data.reviews?.summary.count ?? info.reviewCount,
        ratingAverage: data.reviews ? data.reviews.summary.average : info.rating,
      }),
    });
  }
  return tags;
};

export default function ProviderProfilePage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  provideWords(data.words);
  return (
    <PageLayout>
      <Container>
        <ProfileBody data={data} answer={answer} />
      </Container>
    </PageLayout>
  );
}

/** 400 'Invalid ID' and 404 'Provider not found' as real status pages in the shell; anything else the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const failure = lookupFailure(error);
  if (!failure) return <ErrorPage kind="error" />;
  return <ErrorPage kind="notFound" title={failure.message} text={failure.text} />;
}
