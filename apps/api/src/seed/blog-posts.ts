import { ANXIETY_POSTS } from "./blog-articles-anxiety.ts";
import { RELATIONSHIP_POSTS } from "./blog-articles-relationships.ts";
import { SELF_CARE_POSTS } from "./blog-articles-self-care.ts";
import { THERAPY_POSTS } from "./blog-articles-therapy.ts";
import { WORKPLACE_POSTS } from "./blog-articles-workplace.ts";

/**
 * The blog's thirty posts, each written for its title, authored in Markdown
 * (content/post-markdown.ts describes the format): three here and six or five per category in
 * blog-articles-*.ts. The seed parses each, so a new post is a new document. Every excerpt and body is
 * its own (seed.test.ts checks it; issue 28: the generated posts repeated and mismatched).
 */
const FEATURED_POSTS = [
  `---
title: What Happens in Your First Therapy Session
slug: what-happens-in-your-first-therapy-session
category: therapy-explained
author: Dr. Funmi Adeyemi
date: 2026-11-18
excerpt: A calm walk through the first fifty minutes, so you know what to expect before you log in.
coverAlt: An abstract pattern in soft teal and sand
---
Booking a first session can feel like the hardest part. Knowing what happens next makes it easier.

## Before the session

You will get a confirmation email with the date, the time and a link. Find a quiet, private place
where you will not be overheard, and check your camera and microphone a few minutes early.

## The first fifty minutes

Most therapists use the first session to **get to know you**. They may ask:

- what brings you to therapy now;
- how things are at home, at work and with the people around you;
- what you hope will be different when therapy has helped.

You do not need to have the answers ready. It is fine to say *"I don't know"*, or to ask the
therapist how they work.

## Afterwards

Notice how you felt talking to this person. Feeling heard matters more than any method. If it does
not feel right, you can [choose another therapist](/providers) at any time.

> If you ever feel unsafe, contact your local emergency number straight away. Online therapy is not
> an emergency service.
`,
  `---
title: Five Small Habits for Calmer Evenings
slug: five-small-habits-for-calmer-evenings
category: self-care
author: Chinedu Okafor, MSc
date: 2026-11-12
excerpt: Evenings set the tone for sleep. These five habits take minutes and add up over a week.
coverAlt: An abstract pattern in soft greens
---
Evenings are when the day catches up with us. A few small, repeatable habits can help the body and
mind slow down.

## 1. Close the day on paper

Write three lines: what went well, what was hard, and one thing for tomorrow. Then close the notebook.

## 2. Dim the lights an hour before bed

Lower light tells your body that night is coming.

## 3. Put the phone to bed first

Charge it outside the bedroom. An alarm clock costs little and protects your sleep.

## 4. Move gently

Ten minutes of stretching or a slow walk releases the tension the day left in your shoulders.

## 5. Breathe out longer than you breathe in

Breathe in for four counts and out for six, ten times. A longer out-breath calms the nervous system.

Try one habit for a week before adding another. Small and steady beats ambitious and brief.
`,
  `---
title: Talking to Your Manager About Mental Health
slug: talking-to-your-manager-about-mental-health
category: workplace-wellbeing
author: Grace Mensah, Occupational Psychologist
date: 2026-11-05
excerpt: How to prepare, what to share and what you can ask for when you talk to your manager.
coverAlt: An abstract pattern in warm sand tones
---
Deciding whether to tell your manager that you are struggling with your mental health is personal.
You are not obliged to, and talking about it does not mean sharing everything. If you decide to, a
little preparation helps the conversation go well.

## Prepare what you want to say

You do not have to share a diagnosis or details. Focus on **how work is affected** and **what would
help**, for example:

1. a temporary change in hours or deadlines;
2. time off for appointments;
3. a quieter place to work on difficult days.

## Choose the moment

Ask for a private meeting rather than raising it in passing. Video calls are fine if you work remotely.

## Afterwards

Ask for what was agreed in writing, and agree a date to check in. If your workplace has an employee
assistance programme, it may also offer a few free sessions with a counsellor.
`,
];

export const AUTHORED_POSTS: readonly string[] = [
  ...FEATURED_POSTS,
  ...ANXIETY_POSTS,
  ...RELATIONSHIP_POSTS,
  ...SELF_CARE_POSTS,
  ...THERAPY_POSTS,
  ...WORKPLACE_POSTS,
];
