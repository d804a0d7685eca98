import "keen-slider/keen-slider.min.css";
import type { components } from "@marketplace/api-client";
import {
  type Autoplay,
  type CarouselState,
  carouselReducer,
  createAutoplay,
  initialCarousel,
  LAZY_LOAD_MARGIN_PX,
  REVIEWS_MOBILE_MAX,
  shouldLoadReviews,
  slidesFor,
  swipeDirection,
} from "@marketplace/domain/carousel";
import { REVIEW_TEXT, reviewDisplay } from "@marketplace/domain/reviews";
import { Avatar } from "@marketplace/ui/avatar";
import { IconButton } from "@marketplace/ui/button";
import { Container } from "@marketplace/ui/layout";
import { Rating } from "@marketplace/ui/rating";
import { Skeleton } from "@marketplace/ui/skeleton";
import { Heading, Text } from "@marketplace/ui/text";
import type { KeenSliderInstance, KeenSliderOptions } from "keen-slider";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { tHome as t } from "../i18n/index.ts";
import { providerName } from "../providers/index.ts";
import { AppLink } from "../shell/index.ts";
import * as css from "./carousel.css.ts";

type PublicReview = components["schemas"]["PublicReview"];

/** Where the carousel's reviews come from: the site's resource route over GET /v1/review?pageSize=10. */
export const LATEST_REVIEWS_PATH = "/reviews/latest";

/** keen-slider's breakpoints, from the spec's table (slidesFor), each looping only when reviews overflow it. */
function sliderOptions(count: number): KeenSliderOptions {
  const at = (width: number) => {
    const { visible, gap } = slidesFor(width);
    return { slides: { perView: visible, spacing: gap }, loop: count > visible };
  };
  return {
    ...at(0),
    // Moves are the state machine's (a 500 ms lock, 50/70 px swipes): keen-slider only lays out and animates.
    drag: false,
    defaultAnimation: { duration: 400 },
    breakpoints: Object.fromEntries([640, 768, 1024, 1280].map((w) => [`(min-width: ${w}px)`, at(w)])),
  };
}

const viewport = () => {
  const width = window.innerWidth;
  return { ...slidesFor(width), isMobile: width <= REVIEWS_MOBILE_MAX };
};

function ReviewCard({
  review,
  isMobile,
  position,
}: {
  review: PublicReview;
  isMobile: boolean;
  /** 'Review 2 of 10': the card's name, as a carousel's slide is named. */
  position: string;
}) {
  const d = reviewDisplay(review);
  const [open, setOpen] = useState(false);
  const hasComment = Boolean(review.comment?.trim());
  const clamp = isMobile && d.hasReadMore && !open;
  const name = providerName(review.provider) || REVIEW_TEXT.anonymous;
  const validDate = !Number.isNaN(new Date(review.createdAt).getTime());
  return (
    <article className={css.card} aria-label={position}>
      <div className={css.meta}>
        {d.rating === null ? (
          <Text as="span" size="sm">
            {d.ratingText}
          </Text>
        ) : (
          <Rating value={d.rating} label={t("reviews.rated", { rating: d.ratingText })} />
        )}
        <Text as="span" size="sm" tone="muted">
          {validDate ? <time dateTime={review.createdAt}>{d.date}</time> : d.date}
        </Text>
      </div>
      <p
        className={[
          css.comment,
          d.isShort ? css.short : null,
          clamp ? css.clamped : null,
          hasComment ? null : css.absent,
        ]
          .filter(Boolean)
          .join(" ")}
        data-testid="carousel-comment"
      >
        {d.comment}
      </p>
      {isMobile && d.hasReadMore ? (
        <button type="button" className={css.more} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? REVIEW_TEXT.showLess : REVIEW_TEXT.readMore}
        </button>
      ) : null}
      <Text size="sm" weight="semibold">
        {d.name}
      </Text>
      <div className={css.provider}>
        <Avatar src={review.provider.photo} fallback="photo" name={name} size="sm" />
        <div className={css.providerText}>
          <AppLink href={`/provider/${review.provider.identifier}`} className={css.providerLink}>
            {name}
          </AppLink>
          {review.provider.headline ? (
            <Text as="span" size="sm" tone="muted">
              {review.provider.headline}
            </Text>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * Screen 18, the client reviews section: heading and subtext from the server; the latest reviews load
 * once the section comes within 200 px of the viewport, into a keen-slider track driven by the
 * carousel's state machine (packages/domain/src/carousel): 500 ms move lock, wrap both ways, autoplay
 * every 5 s only when reviews outnumber the visible slots, paused while moving and on desktop hover.
 * A failed load is logged and counts as empty; loaded and empty, the section hides.
 */
export function ReviewsCarousel() {
  const section = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const autoplay = useRef<Autoplay | null>(null);
  const state = useRef<CarouselState>(initialCarousel(0));
  const swipeStart = useRef<number | null>(null);
  const [reviews, setReviews] = useState<PublicReview[] | null>(null);
  const [index, setIndex] = useState(0);
  // The arrows move the track only once keen-slider has loaded (it comes after the reviews).
  const [sliderReady, setSliderReady] = useState(false);
  const [layout, setLayout] = useState({ visible: 1, gap: 0, isMobile: true });
  const count = reviews?.length ?? 0;
  const overflowing = count > layout.visible;

  // Lazy load: once, when the section is within 200 px of the viewport and nothing is loaded yet.
  useEffect(() => {
    const el = section.current;
    if (!el || reviews !== null) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((e) => e.isIntersecting);
        if (!shouldLoadReviews(near ? 0 : Number.POSITIVE_INFINITY, 0)) return;
        observer.disconnect();
        fetch(LATEST_REVIEWS_PATH, { headers: { Accept: "application/json" } })
          .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`status ${res.status}`))))
          .then((body: { data?: PublicReview[] }) => {
            if (live) setReviews(Array.isArray(body.data) ? body.data : []);
          })
          .catch((error: unknown) => {
            console.error("client reviews failed to load", error);
            if (live) setReviews([]);
          });
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [reviews]);

  useEffect(() => {
    const update = () => {
      const next = viewport();
      setLayout((prev) =>
        prev.visible === next.visible && prev.gap === next.gap && prev.isMobile === next.isMobile
          ? prev
          : next,
      );
    };
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  const move = useCallback((type: "next" | "prev") => {
    const before = state.current;
    if (!slider.current || before.count <= viewport().visible) return;
    const after = carouselReducer(before, { type, now: Date.now() });
    if (after === before) return; // within the 500 ms lock
    state.current = after;
    setIndex(after.index);
    if (type === "next") slider.current.next();
    else slider.current.prev();
    autoplay.current?.restart();
  }, []);

  // The track: keen-slider (5 KB gzip) loads with the reviews, not with the page.
  useEffect(() => {
    if (count === 0 || !track.current) return;
    state.current = carouselReducer(state.current, { type: "setCount", count });
    let live = true;
    import("keen-slider").then(({ default: KeenSlider }) => {
      if (!live || !track.current) return;
      const markVisible = (s: KeenSliderInstance) => {
        const details = s.track.details;
        if (!details) return;
        // Slides out of view are out of the tab order and the accessibility tree.
        s.slides.forEach((el, i) => {
          el.toggleAttribute("inert", (details.slides[i]?.portion ?? 0) < 0.5);
        });
      };
      slider.current = new KeenSlider(track.current, {
        ...sliderOptions(count),
        created: markVisible,
        slideChanged: markVisible,
        updated: markVisible,
        animationStarted: () => autoplay.current?.update({ moving: true }),
        animationEnded: (s) => {
          markVisible(s);
          autoplay.current?.update({ moving: false });
        },
      });
      setSliderReady(true);
      autoplay.current = createAutoplay(() => move("next"), {
        count,
        ...viewport(),
        moving: false,
        hovered: false,
      });
    });
    return () => {
      live = false;
      setSliderReady(false);
      autoplay.current?.stop();
      autoplay.current = null;
      slider.current?.destroy();
      slider.current = null;
    };
  }, [count, move]);

  useEffect(() => {
    autoplay.current?.update({ visible: layout.visible, isMobile: layout.isMobile });
  }, [layout]);

  if (reviews !== null && reviews.length === 0) {
    // Loaded and empty: the section hides (spec section 8).
    return (
      <section hidden data-testid="client-reviews" data-state="empty">
        {REVIEW_TEXT.empty}
      </section>
    );
  }
  return (
    <section
      ref={section}
      className={css.section}
      aria-labelledby="client-reviews-title"
      aria-roledescription="carousel"
      data-testid="client-reviews"
      data-state={reviews === null ? "waiting" : "loaded"}
      data-index={index}
      data-slider={sliderReady ? "ready" : "loading"}
    >
      <Container>
        <div className={css.head}>
          <div className={css.intro}>
            <Heading level={2} size="lg" id="client-reviews-title">
              {REVIEW_TEXT.heading}
            </Heading>
            <Text tone="muted">{REVIEW_TEXT.subtext}</Text>
          </div>
          {overflowing ? (
            <div className={css.controls}>
              <IconButton
                tone="secondary"
                label={t("reviews.previous")}
                icon={<ChevronLeft size={20} aria-hidden="true" />}
                onClick={() => move("prev")}
              />
              <IconButton
                tone="secondary"
                label={t("reviews.next")}
                icon={<ChevronRight size={20} aria-hidden="true" />}
                onClick={() => move("next")}
              />
            </div>
          ) : null}
        </div>
        {reviews === null ? (
          <div className={css.track} aria-hidden="true">
            <Skeleton height="240px" />
          </div>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: hover and swipe only pause or move; the buttons do the same
          <div
            ref={track}
            className={`keen-slider ${css.track}`}
            aria-live={overflowing ? "off" : "polite"}
            data-testid="carousel-track"
            onMouseEnter={() => autoplay.current?.update({ hovered: true })}
            onMouseLeave={() => autoplay.current?.update({ hovered: false })}
            onPointerDown={(e) => {
              swipeStart.current = e.clientX;
            }}
            onPointerUp={(e) => {
              if (swipeStart.current === null) return;
              const direction = swipeDirection(swipeStart.current - e.clientX, viewport().isMobile);
              swipeStart.current = null;
              if (direction) move(direction);
            }}
          >
            {reviews.map((review, i) => (
              <div
                key={review.identifier}
                className={`keen-slider__slide ${css.slide}`}
                data-testid="carousel-slide"
              >
                <ReviewCard
                  review={review}
                  isMobile={layout.isMobile}
                  position={t("reviews.slide", { n: i + 1, total: reviews.length })}
                />
              </div>
            ))}
          </div>
        )}
      </Container>
    </section>
  );
}
