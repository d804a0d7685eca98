/**
 * Five blog categories and the titles of the generated posts (with the Markdown posts of blog-posts.ts,
 * thirty in all); generated bodies are assembled in Markdown from the paragraphs below.
 */
export const BLOG_CATEGORIES = [
  { name: "Anxiety and Stress", slug: "anxiety-and-stress" },
  { name: "Relationships", slug: "relationships" },
  { name: "Self-Care", slug: "self-care" },
  { name: "Therapy Explained", slug: "therapy-explained" },
  { name: "Workplace Wellbeing", slug: "workplace-wellbeing" },
];

export const BLOG_TITLES: Record<string, string[]> = {
  "anxiety-and-stress": [
    "Five Grounding Techniques for Moments of Panic",
    "Why Anxiety Feels Worse at Night, and What Helps",
    "Understanding the Difference Between Stress and Anxiety",
    "Breathing Exercises You Can Do Anywhere",
    "How to Talk to Your Doctor About Anxiety",
    "Worry Time: A Simple Habit That Quietens Overthinking",
  ],
  relationships: [
    "Listening to Understand, Not to Reply",
    "When to Consider Couples Therapy",
    "Setting Boundaries With Family Without Guilt",
    "Rebuilding Trust After a Difficult Season",
    "Loneliness in a Crowded World",
    "Supporting a Partner Who Is Struggling",
  ],
  "self-care": [
    "Self-Care That Isn't Just Bubble Baths",
    "Sleep Hygiene for Busy Minds",
    "The Quiet Power of a Daily Walk",
    "Journaling Prompts for Hard Days",
    "Eating Well When Your Mood Is Low",
  ],
  "therapy-explained": [
    "CBT, Psychodynamic, Person-Centred: Which Is Right for You?",
    "Online Therapy: Does It Work as Well as In Person?",
    "How to Choose a Therapist You Can Trust",
    "Confidentiality in Therapy: What Stays in the Room",
    "How Long Does Therapy Take?",
  ],
  "workplace-wellbeing": [
    "Recognising the Early Signs of Burnout",
    "Returning to Work After a Mental Health Break",
    "Managing Stress in Remote and Hybrid Work",
    "Healthy Boundaries With Work Messages",
    "Finding Meaning in Work Again",
  ],
};

export const BLOG_PARAGRAPHS = [
  "Many people wait months, sometimes years, before they reach out for support. If you are reading this, you have already taken a meaningful first step: noticing that something matters enough to learn about it.",
  "There is no single right way to feel. What helps one person may not help another, and that is why small experiments, tried gently and without judgement, are often more useful than big resolutions.",
  "Therapists often suggest starting with the body. Slow breathing, a short walk or simply naming five things you can see can bring the nervous system back from alarm to a steadier place.",
  "It can help to write things down. A few lines at the end of the day are enough to notice patterns: which situations drain you, which restore you, and what you might want to bring to a session.",
  "Reaching out to someone you trust is not a weakness. Connection is one of the strongest protective factors we know of for mental health, and it works in both directions.",
  "If you ever feel unsafe or think you might harm yourself, please contact your local emergency number straight away. Online therapy is not an emergency service, and you deserve immediate care.",
  "A good therapist will ask what you hope to get from your sessions and check in regularly on whether things are helping. You are always allowed to ask questions, slow down or change direction.",
  "Progress is rarely a straight line. Expect good weeks and hard weeks; both are part of the work, and both tell you something useful.",
];

export const BLOG_AUTHORS = [
  "Dr. Funmi Adeyemi",
  "Chinedu Okafor, MSc",
  "Grace Mensah, Occupational Psychologist",
  "Sarah Whitfield, UKCP",
  "Tunde Bakare, Counsellor",
];

export const BLOG_TIPS = [
  "Start small: one change at a time is easier to keep.",
  "Notice what helps, and write it down.",
  "Ask for support early rather than late.",
  "Be as kind to yourself as you would be to a friend.",
  "Rest is part of the work, not a reward for it.",
];

/** A generated post's Markdown body: an opening, two titled sections and a short list. */
export function blogMarkdown(opening: string, first: string[], second: string[], tips: string[]): string {
  return [
    opening,
    "## Where to begin",
    ...first,
    "## Small steps that help",
    ...tips
      .map((tip) => `- ${tip}`)
      .join("\n")
      .split("\n\n"),
    ...second,
  ].join("\n\n");
}
