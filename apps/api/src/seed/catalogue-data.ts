/** Reference lists seeded into the catalogue tables. Identifiers are derived, so reseeding is stable. */

export const COUNTRIES = [
  { code: "NG", name: "Nigeria", slug: "nigeria", currencyCode: "NGN" },
  { code: "GB", name: "United Kingdom", slug: "uk", currencyCode: "GBP" },
  { code: "US", name: "United States", slug: "united-states", currencyCode: "USD" },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]["code"];

/**
 * States with their cities and the IANA timezone providers there keep, weighted the way the market is
 * spread: a provider's state is drawn by `weight`, then a city of it by the city's weight. Lagos and
 * Abuja hold the most providers in Nigeria, London the most in the UK. A city with an area in
 * @marketplace/domain/places (Lagos: Ikeja, Lekki…) spreads its providers over the city and its places.
 */
export interface SeedState {
  name: string;
  timezone: string;
  weight: number;
  cities: Array<{ name: string; weight: number }>;
}

const even = (...names: string[]) => names.map((name) => ({ name, weight: 1 }));

export const STATES: Record<CountryCode, SeedState[]> = {
  NG: [
    { name: "Lagos", timezone: "Africa/Lagos", weight: 40, cities: even("Lagos") },
    { name: "Federal Capital Territory", timezone: "Africa/Lagos", weight: 25, cities: even("Abuja") },
    { name: "Rivers", timezone: "Africa/Lagos", weight: 10, cities: even("Port Harcourt") },
    { name: "Oyo", timezone: "Africa/Lagos", weight: 7, cities: even("Ibadan") },
    { name: "Kano", timezone: "Africa/Lagos", weight: 5, cities: even("Kano") },
    { name: "Enugu", timezone: "Africa/Lagos", weight: 5, cities: even("Enugu") },
    { name: "Kaduna", timezone: "Africa/Lagos", weight: 4, cities: even("Kaduna") },
    { name: "Ogun", timezone: "Africa/Lagos", weight: 4, cities: even("Abeokuta") },
  ],
  GB: [
    {
      name: "England",
      timezone: "Europe/London",
      weight: 82,
      cities: [
        { name: "London", weight: 45 },
        { name: "Manchester", weight: 12 },
        { name: "Birmingham", weight: 11 },
        { name: "Leeds", weight: 7 },
        { name: "Bristol", weight: 7 },
      ],
    },
    { name: "Scotland", timezone: "Europe/London", weight: 10, cities: even("Edinburgh", "Glasgow") },
    { name: "Wales", timezone: "Europe/London", weight: 4, cities: even("Cardiff") },
    { name: "Northern Ireland", timezone: "Europe/London", weight: 4, cities: even("Belfast") },
  ],
  US: [
    {
      name: "California",
      timezone: "America/Los_Angeles",
      weight: 1,
      cities: even("Los Angeles", "San Francisco", "San Diego"),
    },
    { name: "New York", timezone: "America/New_York", weight: 1, cities: even("New York", "Brooklyn") },
    { name: "Texas", timezone: "America/Chicago", weight: 1, cities: even("Houston", "Austin", "Dallas") },
    { name: "Florida", timezone: "America/New_York", weight: 1, cities: even("Miami", "Orlando") },
    { name: "Illinois", timezone: "America/Chicago", weight: 1, cities: even("Chicago") },
    { name: "Washington", timezone: "America/Los_Angeles", weight: 1, cities: even("Seattle") },
    { name: "Georgia", timezone: "America/New_York", weight: 1, cities: even("Atlanta") },
    { name: "Wyoming", timezone: "America/Denver", weight: 1, cities: even("Sheridan", "Cheyenne") },
    { name: "Colorado", timezone: "America/Denver", weight: 1, cities: even("Denver") },
  ],
};

export const CONCERNS = [
  "Anxiety",
  "Depression",
  "Stress",
  "Trauma and PTSD",
  "Grief and Loss",
  "Relationship Issues",
  "Self-Esteem",
  "Addiction",
  "Eating Disorders",
  "OCD",
  "Bipolar Disorder",
  "ADHD",
  "Anger Management",
  "Burnout",
  "Family Conflict",
  "Parenting",
  "Sleep Problems",
  "Panic Attacks",
  "Postpartum Depression",
  "LGBTQ+ Issues",
  "Life Transitions",
  "Loneliness",
  "Phobias",
  "Work Stress",
  "Chronic Illness",
  "Infertility",
  "Domestic Abuse",
  "Body Image",
  "Career Counselling",
  "Suicidal Thoughts",
];

export const THERAPIES = [
  { name: "Individual Therapy", allowInvite: false },
  { name: "Couples Therapy", allowInvite: true },
  { name: "Family Therapy", allowInvite: true },
  { name: "Group Therapy", allowInvite: true },
  { name: "Teen Therapy", allowInvite: false },
  { name: "Initial Consultation", allowInvite: false },
];

export const MODALITIES = [
  { name: "Online - Video", shortName: "Video", isOffline: false },
  { name: "Online - Audio", shortName: "Audio", isOffline: false },
  { name: "In Person", shortName: "In person", isOffline: true },
];

export const DISCIPLINES = [
  "Clinical Psychologist",
  "Counselling Psychologist",
  "Psychotherapist",
  "Counsellor",
  "Psychiatrist",
  "Clinical Social Worker",
  "Marriage and Family Therapist",
  "Mental Health Nurse",
];

export const LANGUAGES = [
  "English",
  "Yoruba",
  "Igbo",
  "Hausa",
  "Nigerian Pidgin",
  "French",
  "Spanish",
  "Arabic",
  "Mandarin",
  "Portuguese",
  "Welsh",
  "Urdu",
  "Hindi",
  "Polish",
];

export const LOCAL_LANGUAGES: Record<CountryCode, string[]> = {
  NG: ["Yoruba", "Igbo", "Hausa", "Nigerian Pidgin", "French"],
  GB: ["Welsh", "Urdu", "Polish", "Hindi", "French", "Arabic"],
  US: ["Spanish", "Mandarin", "Portuguese", "French", "Arabic"],
};

export const AGE_GROUPS = [
  "Children (6-12)",
  "Teens (13-17)",
  "Young adults (18-25)",
  "Adults (26-64)",
  "Older adults (65+)",
];

export const CULTURAL_BACKGROUNDS = [
  "African",
  "African American",
  "Black British",
  "Caribbean",
  "East Asian",
  "Hispanic or Latino",
  "Middle Eastern",
  "Mixed heritage",
  "South Asian",
  "White British",
  "White European",
];

export const RELIGIONS = [
  "Buddhism",
  "Christianity",
  "Hinduism",
  "Islam",
  "Judaism",
  "Non-religious",
  "Sikhism",
  "Spiritual",
  "Traditional African religion",
];

/** Fee ranges per country in major units; stored ×100 as minor units. */
export const FEE_RANGES: Record<CountryCode, { min: number; max: number; step: number }> = {
  NG: { min: 15_000, max: 60_000, step: 2_500 },
  GB: { min: 40, max: 120, step: 5 },
  US: { min: 60, max: 200, step: 10 },
};

export const HEADLINES = [
  "Helping you find calm and clarity when life feels overwhelming",
  "A warm, judgement-free space to talk through anxiety, stress and low mood",
  "Evidence-based therapy for trauma, grief and difficult transitions",
  "Supporting couples and families to communicate and reconnect",
  "Practical tools for burnout, work stress and finding balance again",
  "Compassionate care for young adults navigating identity, study and relationships",
  "Gentle, trauma-informed therapy at your own pace",
  "Cognitive behavioural therapy for anxiety, panic and OCD",
  "Walking with you through loss, change and new beginnings",
  "Culturally aware counselling that honours where you come from",
  "Helping parents and teens understand each other",
  "Mindfulness-based therapy for sleep, stress and overthinking",
];

export const REVIEW_COMMENTS = [
  "Really helpful.",
  "Kind and patient.",
  "I felt heard from the very first session.",
  "Very professional and easy to talk to.",
  "Thank you for everything.",
  "She helped me understand my anxiety and gave me tools I use every day. I finally feel like myself again.",
  "He listened without judgement and helped me see my situation differently. I would recommend him to anyone going through a hard time.",
  "Booking was simple and the sessions were always on time. My therapist remembered details from previous sessions, which made me feel cared for.",
  "After months of putting it off I finally reached out, and I'm so glad I did. The sessions were calm, structured and gave me hope when I needed it most. I now sleep better and feel more in control of my days.",
  "We came in as a couple barely speaking to each other. Over eight sessions we learned how to listen again. Highly recommended.",
  "Good session, a bit short.",
  "A safe space to unpack years of grief. I left each session lighter than I arrived, and I'm grateful for the gentle honesty.",
];

export const QUOTES_FOR_BIO = [
  "I believe everyone deserves a safe place to be heard.",
  "Therapy with me is collaborative: we set goals together and move at a pace that feels right for you.",
  "I draw on cognitive behavioural therapy, person-centred counselling and mindfulness.",
  "Before training as a therapist I worked in community health, which shapes how I listen.",
  "Sessions are confidential, and you are always in charge of what we talk about.",
  "I work with adults and young people facing anxiety, low mood, relationship difficulties and big life changes.",
];
