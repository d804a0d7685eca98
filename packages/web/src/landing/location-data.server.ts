import { areasOf } from "@marketplace/domain/places";
import { CRISIS_CONTACTS } from "./crisis-contacts.ts";
import type { CityContent, CountryContent, Faq, RelatedLink } from "./location-types.ts";

/**
 * The location landing pages' content (spec screen 21): Nigeria (Lagos, Abuja, Port Harcourt) and the
 * United Kingdom (London, Manchester, Birmingham). Written for people who may be anxious or unwell:
 * plain words, no promises of cure, no medical claims, and where to get urgent help.
 *
 * Emergency numbers, checked November 2026:
 * - Nigeria: 112 is the national toll-free emergency number (Nigerian Communications Commission's
 *   Emergency Communication Centres); Lagos State's emergency line 767 also answers in Lagos.
 * - United Kingdom: 999 for emergencies; NHS 111 (in England, choose the mental health option) for
 *   urgent help that is not an emergency; Samaritans on 116 123, free, 24 hours a day; Shout, text
 *   SHOUT to 85258.
 */

const NIGERIA_CRISIS_ANSWER =
  "Tranquil is not an emergency service. If you or someone else is in immediate danger, or you feel you might act on thoughts of harming yourself, call 112, Nigeria's free emergency number, or go to the emergency department of the nearest hospital. If you can, tell someone you trust and stay with them. When you are safe, a therapist can help you with what led up to it.";

const UK_CRISIS_ANSWER =
  "Tranquil is not an emergency service. If your life or someone else's is at risk, call 999 or go to A&E. For urgent help that is not an emergency, call NHS 111 and choose the mental health option. You can talk to Samaritans, free and at any hour, on 116 123, or text SHOUT to 85258. When you are safe, a therapist can help you with what led up to it.";

/** Questions every Nigerian city page answers, in its own city's words. */
function nigeriaFaq(city: string): Faq[] {
  return [
    {
      question: `How do I find a therapist in ${city}?`,
      answer: `Browse the therapists practising in ${city} below, or narrow them down by concern, language, fee and the times they are free. Each profile shows the therapist's training, the concerns they work with, their fee in naira and their next open time, so you can choose before you book.`,
    },
    {
      question: `Can I see a therapist in person in ${city}, or only online?`,
      answer: `Both, depending on the therapist. Many offer video or audio sessions you can join from your phone; some also see clients at an office in ${city}. Each card shows the ways a therapist meets, and the profile gives the office address when they offer in-person sessions.`,
    },
    {
      question: `How much does therapy cost in ${city}?`,
      answer:
        "Each therapist sets their own fee, shown in naira on their card before you book, and some offer a free first conversation. You pay through the site when you book, and you can see the total before you confirm.",
    },
    {
      question: "Will what I share be kept private?",
      answer:
        "Yes. Your sessions are between you and your therapist, and your messages and records are kept securely. Therapists may break confidentiality only in rare situations, such as a serious risk to your life or someone else's, and a good therapist will explain this at the start.",
    },
    { question: "What should I do if I need help right now?", answer: NIGERIA_CRISIS_ANSWER },
  ];
}

/** Questions every UK city page answers, in its own city's words. */
function ukFaq(city: string): Faq[] {
  return [
    {
      question: `How do I find a therapist in ${city}?`,
      answer: `Browse the therapists practising in ${city} below, or narrow them down by concern, language, fee and the times they are free. Each profile shows the therapist's training, the concerns they work with, their fee and their next open time, so you can choose before you book.`,
    },
    {
      question: `Can I see a therapist in person in ${city}, or only online?`,
      answer: `Both, depending on the therapist. Many offer video or audio sessions you can join from home or on your phone; some also see clients at a practice in ${city}. Each card shows the ways a therapist meets, and the profile gives the address when they offer in-person sessions.`,
    },
    {
      question: "Do I need a referral from my GP?",
      answer:
        "No. You can book private therapy here directly, without a referral. If you would like support through the NHS instead, your GP can tell you what is available near you, and in England you can refer yourself to NHS Talking Therapies.",
    },
    {
      question: "Will what I share be kept private?",
      answer:
        "Yes. Your sessions are between you and your therapist, and your personal data is handled under UK GDPR. Therapists may break confidentiality only in rare situations, such as a serious risk to your life or someone else's, and a good therapist will explain this at the start.",
    },
    { question: "What should I do if I need help right now?", answer: UK_CRISIS_ANSWER },
  ];
}

const services: RelatedLink = {
  label: "How therapy works on Tranquil",
  href: "/therapy",
  text: "The kinds of therapy on offer, and what to expect from a first session.",
};
const consultation: RelatedLink = {
  label: "Initial consultations",
  href: "/therapy/initial-consultation",
  text: "A short first conversation to see whether a therapist is right for you.",
};
const assessment: RelatedLink = {
  label: "Not sure where to start?",
  href: "/assessment",
  text: "A short, private assessment suggests the kind of support that could help.",
};
const forTherapists: RelatedLink = {
  label: "Are you a therapist?",
  href: "/join-as-a-provider",
  text: "Join Tranquil and offer sessions to clients near you and online.",
};

const lagos: CityContent = {
  slug: "lagos",
  name: "Lagos",
  title: "Therapists in Lagos — online and in-person therapy | Tranquil",
  description:
    "Licensed therapists and counsellors in Lagos for anxiety, depression, stress and relationships. See fees in naira and open times, then book online or in person.",
  keywords: [
    "therapist in Lagos",
    "counsellor Lagos",
    "psychologist Lagos",
    "online therapy Lagos",
    "mental health support Lagos",
    "therapy in Lekki",
    "therapy in Ikeja",
  ],
  h1: "Therapists in Lagos",
  intro:
    "Lagos moves fast, and it can be hard to find a moment for yourself, let alone an hour across town. Talk to a licensed therapist or counsellor from your phone, or meet one at an office near you, at a time that fits around work, traffic and family.",
  popularSearches: [
    { label: "Anxiety therapists in Lagos", concern: "anxiety" },
    { label: "Depression support in Lagos", concern: "depression" },
    { label: "Relationship counselling in Lagos", concern: "relationship-issues" },
    { label: "Work stress and burnout in Lagos", concern: "work-stress" },
    { label: "Grief counselling in Lagos", concern: "grief-and-loss" },
    { label: "Family therapy in Lagos", concern: "family-conflict" },
  ],
  localInfo: {
    // UN DESA, World Urbanization Prospects 2018: Lagos urban agglomeration, 2020 estimate 14.4 million.
    population: "About 14.4 million in the metropolitan area (UN estimate for 2020)",
    timeZone: "Africa/Lagos",
    timeZoneLabel: "West Africa Time (WAT), UTC+1, with no daylight saving",
    areasServed: areasOf("NG", "Lagos"),
  },
  related: [
    {
      label: "Therapists in Abuja",
      href: "/therapists/nigeria/abuja",
      text: "Online and in-person therapy in the capital.",
    },
    services,
    consultation,
    assessment,
  ],
  faq: [
    ...nigeriaFaq("Lagos").slice(0, 2),
    {
      question: "Can I have sessions without travelling across Lagos?",
      answer:
        "Yes. Video and audio sessions need only a quiet, private space and a phone or computer, so you can talk from home, from the office or from a parked car. If your connection is weak, an audio session uses far less data than video.",
    },
    ...nigeriaFaq("Lagos").slice(2),
  ],
};

const abuja: CityContent = {
  slug: "abuja",
  name: "Abuja",
  title: "Therapists in Abuja — online and in-person therapy | Tranquil",
  description:
    "Licensed therapists and counsellors in Abuja for anxiety, depression, stress and relationships. See fees in naira and open times, then book online or in person.",
  keywords: [
    "therapist in Abuja",
    "counsellor Abuja",
    "psychologist Abuja",
    "online therapy Abuja",
    "mental health support Abuja",
    "therapy in Wuse",
    "therapy in Maitama",
  ],
  h1: "Therapists in Abuja",
  intro:
    "Whether you live in the city centre or commute in from the satellite towns, support can fit around your day. Talk to a licensed therapist or counsellor from your phone, or meet one at an office in Abuja, at a time that suits you.",
  popularSearches: [
    { label: "Anxiety therapists in Abuja", concern: "anxiety" },
    { label: "Depression support in Abuja", concern: "depression" },
    { label: "Marriage and relationship counselling in Abuja", concern: "relationship-issues" },
    { label: "Stress support in Abuja", concern: "stress" },
    { label: "Trauma therapists in Abuja", concern: "trauma-and-ptsd" },
    { label: "Parenting support in Abuja", concern: "parenting" },
  ],
  localInfo: {
    // UN DESA, World Urbanization Prospects 2018: Abuja urban agglomeration, 2020 estimate 3.3 million.
    population: "About 3.3 million in the urban area (UN estimate for 2020)",
    timeZone: "Africa/Lagos",
    timeZoneLabel: "West Africa Time (WAT), UTC+1, with no daylight saving",
    areasServed: areasOf("NG", "Abuja"),
  },
  related: [
    {
      label: "Therapists in Lagos",
      href: "/therapists/nigeria/lagos",
      text: "Online and in-person therapy across Lagos.",
    },
    services,
    consultation,
    assessment,
  ],
  faq: nigeriaFaq("Abuja"),
};

const portHarcourt: CityContent = {
  slug: "port-harcourt",
  name: "Port Harcourt",
  title: "Therapists in Port Harcourt — online and in-person therapy | Tranquil",
  description:
    "Licensed therapists and counsellors in Port Harcourt for anxiety, depression, stress and relationships. See fees in naira and open times, then book online.",
  keywords: [
    "therapist in Port Harcourt",
    "counsellor Port Harcourt",
    "psychologist Port Harcourt",
    "online therapy Port Harcourt",
    "mental health support Rivers State",
  ],
  h1: "Therapists in Port Harcourt",
  intro:
    "Long shifts, time away from home and everyday pressures can build up quietly. Talk to a licensed therapist or counsellor in Port Harcourt, online from wherever you are or in person, at a time that works for you.",
  popularSearches: [
    { label: "Anxiety therapists in Port Harcourt", concern: "anxiety" },
    { label: "Depression support in Port Harcourt", concern: "depression" },
    { label: "Work stress counselling in Port Harcourt", concern: "work-stress" },
    { label: "Relationship counselling in Port Harcourt", concern: "relationship-issues" },
    { label: "Addiction support in Port Harcourt", concern: "addiction" },
  ],
  localInfo: {
    // UN DESA, World Urbanization Prospects 2018: Port Harcourt urban agglomeration, 2020 estimate 3.2 million.
    population: "About 3.2 million in the metropolitan area (UN estimate for 2020)",
    timeZone: "Africa/Lagos",
    timeZoneLabel: "West Africa Time (WAT), UTC+1, with no daylight saving",
    areasServed: areasOf("NG", "Port Harcourt"),
  },
  related: [
    {
      label: "Therapists in Lagos",
      href: "/therapists/nigeria/lagos",
      text: "Online and in-person therapy across Lagos.",
    },
    services,
    consultation,
    forTherapists,
  ],
  faq: [
    ...nigeriaFaq("Port Harcourt").slice(0, 3),
    {
      question: "I work rotations away from home. Can I still keep up therapy?",
      answer:
        "Often, yes. Many people who work offshore or on rotation keep a regular time with the same therapist by video or audio, and agree with them in advance how to handle the weeks they cannot connect.",
    },
    ...nigeriaFaq("Port Harcourt").slice(3),
  ],
};

const london: CityContent = {
  slug: "london",
  name: "London",
  title: "Therapists in London — online and in-person therapy | Tranquil",
  description:
    "Qualified therapists and counsellors in London for anxiety, depression, stress and relationships. See fees and open times, then book online or in person.",
  keywords: [
    "therapist in London",
    "counsellor London",
    "private therapy London",
    "online therapy London",
    "psychotherapist London",
    "mental health support London",
  ],
  h1: "Therapists in London",
  intro:
    "In a city of nearly nine million people it is still easy to feel alone with what you are carrying. Talk to a qualified therapist or counsellor online, or at a practice near you, at a time that fits around work, travel and home.",
  popularSearches: [
    { label: "Anxiety therapists in London", concern: "anxiety" },
    { label: "Depression support in London", concern: "depression" },
    { label: "Couples and relationship therapy in London", concern: "relationship-issues" },
    { label: "Burnout support in London", concern: "burnout" },
    { label: "Trauma and PTSD therapists in London", concern: "trauma-and-ptsd" },
    { label: "LGBTQ+ affirming therapists in London", concern: "lgbtq-plus-issues" },
  ],
  localInfo: {
    // Office for National Statistics, Census 2021: Greater London, 8,799,800 usual residents.
    population: "About 8.8 million in Greater London (Census 2021)",
    timeZone: "Europe/London",
    timeZoneLabel: "Greenwich Mean Time (UTC+0); British Summer Time (UTC+1) from late March to late October",
    areasServed: areasOf("GB", "London"),
  },
  related: [
    {
      label: "Therapists in Manchester",
      href: "/therapists/uk/manchester",
      text: "Online and in-person therapy in Greater Manchester.",
    },
    services,
    consultation,
    assessment,
  ],
  faq: ukFaq("London"),
};

const manchester: CityContent = {
  slug: "manchester",
  name: "Manchester",
  title: "Therapists in Manchester — online and in-person therapy | Tranquil",
  description:
    "Qualified therapists and counsellors in Manchester for anxiety, depression, stress and relationships. See fees and open times, then book online or in person.",
  keywords: [
    "therapist in Manchester",
    "counsellor Manchester",
    "private therapy Manchester",
    "online therapy Manchester",
    "mental health support Greater Manchester",
  ],
  h1: "Therapists in Manchester",
  intro:
    "Whether you are a student, new to the city or have lived here all your life, you do not have to work things out on your own. Talk to a qualified therapist or counsellor in Manchester, online or in person, at a time that suits you.",
  popularSearches: [
    { label: "Anxiety therapists in Manchester", concern: "anxiety" },
    { label: "Depression support in Manchester", concern: "depression" },
    { label: "Stress counselling in Manchester", concern: "stress" },
    { label: "Grief counselling in Manchester", concern: "grief-and-loss" },
    { label: "Self-esteem support in Manchester", concern: "self-esteem" },
  ],
  localInfo: {
    // Office for National Statistics, Census 2021: Manchester 551,900; Greater Manchester 2,867,800.
    population: "About 552,000 in the city and 2.9 million in Greater Manchester (Census 2021)",
    timeZone: "Europe/London",
    timeZoneLabel: "Greenwich Mean Time (UTC+0); British Summer Time (UTC+1) from late March to late October",
    areasServed: areasOf("GB", "Manchester"),
  },
  related: [
    {
      label: "Therapists in Birmingham",
      href: "/therapists/uk/birmingham",
      text: "Online and in-person therapy in Birmingham.",
    },
    services,
    consultation,
    assessment,
  ],
  faq: ukFaq("Manchester"),
};

const birmingham: CityContent = {
  slug: "birmingham",
  name: "Birmingham",
  title: "Therapists in Birmingham — online and in-person therapy | Tranquil",
  description:
    "Qualified therapists and counsellors in Birmingham for anxiety, depression, stress and relationships. See fees and open times, then book online or in person.",
  keywords: [
    "therapist in Birmingham",
    "counsellor Birmingham",
    "private therapy Birmingham",
    "online therapy Birmingham",
    "mental health support West Midlands",
  ],
  h1: "Therapists in Birmingham",
  intro:
    "Finding the right person to talk to can feel like a big step. Talk to a qualified therapist or counsellor in Birmingham, online from home or in person, and take it at your own pace.",
  popularSearches: [
    { label: "Anxiety therapists in Birmingham", concern: "anxiety" },
    { label: "Depression support in Birmingham", concern: "depression" },
    { label: "Family therapy in Birmingham", concern: "family-conflict" },
    { label: "Relationship counselling in Birmingham", concern: "relationship-issues" },
    { label: "Anger management in Birmingham", concern: "anger-management" },
  ],
  localInfo: {
    // Office for National Statistics, Census 2021: Birmingham, 1,144,900 usual residents.
    population: "About 1.1 million in the city (Census 2021)",
    timeZone: "Europe/London",
    timeZoneLabel: "Greenwich Mean Time (UTC+0); British Summer Time (UTC+1) from late March to late October",
    areasServed: areasOf("GB", "Birmingham"),
  },
  related: [
    {
      label: "Therapists in London",
      href: "/therapists/uk/london",
      text: "Online and in-person therapy across London.",
    },
    services,
    consultation,
    forTherapists,
  ],
  faq: ukFaq("Birmingham"),
};

export const COUNTRIES: readonly CountryContent[] = [
  {
    slug: "nigeria",
    code: "NG",
    name: "Nigeria",
    title: "Therapists in Nigeria — online and in-person therapy | Tranquil",
    description:
      "Find licensed therapists and counsellors across Nigeria: in Lagos, Abuja, Port Harcourt and online. See fees in naira and next open times, and book when ready.",
    keywords: [
      "therapist in Nigeria",
      "counsellor Nigeria",
      "online therapy Nigeria",
      "psychologist Nigeria",
      "mental health support Nigeria",
    ],
    h1: "Therapists in Nigeria",
    intro:
      "Talking to someone can help, and it should not depend on where you live. Find a licensed therapist or counsellor in Lagos, Abuja or Port Harcourt, or talk to one online from anywhere in Nigeria.",
    localInfo: {
      // UN DESA, World Population Prospects 2022: Nigeria, 2023 estimate 223.8 million.
      population: "About 224 million (UN estimate for 2023)",
      timeZone: "Africa/Lagos",
      timeZoneLabel: "West Africa Time (WAT), UTC+1, with no daylight saving",
    },
    crisis: [...CRISIS_CONTACTS.NG],
    faq: [
      nigeriaFaq("Nigeria")[0] as Faq,
      {
        question: "Can I talk to a therapist if I live outside these cities?",
        answer:
          "Yes. Therapists who work online can see you wherever you are in Nigeria, as long as you have a private space and a phone or computer. Audio sessions work well on a weaker connection.",
      },
      ...nigeriaFaq("Nigeria").slice(2),
    ],
    related: [services, consultation, assessment, forTherapists],
    cities: [lagos, abuja, portHarcourt],
  },
  {
    slug: "uk",
    code: "GB",
    name: "United Kingdom",
    title: "Therapists in the UK — online and in-person therapy | Tranquil",
    description:
      "Find qualified therapists and counsellors across the UK: in London, Manchester, Birmingham and online. Compare fees and next open times, and book when ready.",
    keywords: [
      "therapist UK",
      "private counselling UK",
      "online therapy UK",
      "psychotherapist UK",
      "mental health support UK",
    ],
    h1: "Therapists in the United Kingdom",
    intro:
      "Talking to someone can help, and you should not have to wait months to start. Find a qualified therapist or counsellor in London, Manchester or Birmingham, or talk to one online from anywhere in the UK.",
    localInfo: {
      // Office for National Statistics, mid-2022 population estimates: United Kingdom, 67.6 million.
      population: "About 67.6 million (ONS estimate for mid-2022)",
      timeZone: "Europe/London",
      timeZoneLabel:
        "Greenwich Mean Time (UTC+0); British Summer Time (UTC+1) from late March to late October",
    },
    crisis: [...CRISIS_CONTACTS.GB],
    faq: [
      ukFaq("the UK")[0] as Faq,
      {
        question: "Can I talk to a therapist if I live outside these cities?",
        answer:
          "Yes. Therapists who work online can see you wherever you are in the UK, as long as you have a private space and a phone or computer.",
      },
      ...ukFaq("the UK").slice(2),
    ],
    related: [services, consultation, assessment, forTherapists],
    cities: [london, manchester, birmingham],
  },
];
