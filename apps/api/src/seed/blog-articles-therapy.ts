/** Therapy Explained: five articles, besides 'What Happens in Your First Therapy Session' (blog-posts.ts). */
export const THERAPY_POSTS = [
  `---
title: CBT, Psychodynamic, Person-Centred: Which Is Right for You?
slug: cbt-psychodynamic-person-centred-which-is-right-for-you
category: therapy-explained
author: Sarah Whitfield, UKCP
date: 2026-10-07
excerpt: Three of the most common approaches to talking therapy, how each one works in practice, and why the relationship matters as much as the method.
---
Therapist profiles are full of terms like CBT, psychodynamic and person-centred. Here is a plain
introduction to three of the most common approaches.

## Cognitive behavioural therapy (CBT)

CBT looks at the links between thoughts, feelings and actions. You and your therapist identify
patterns that keep problems going, such as avoiding situations that make you anxious, and try out new
ways of thinking and behaving between sessions. It is usually structured and time-limited, often six
to twenty sessions, and is widely used for anxiety and depression.

## Psychodynamic therapy

Psychodynamic therapy explores how past experiences, especially early relationships, shape how you
feel and relate to others now. Sessions are less structured: you talk about what is on your mind, and
the therapist helps you notice patterns and feelings you may not be aware of. It can be short-term or
longer.

## Person-centred therapy

Person-centred therapy rests on the idea that you are the expert on your own life. The therapist
offers warmth, empathy and acceptance rather than techniques or advice, creating a space where you can
find your own way forward.

## How to choose

Research suggests that the relationship between you and your therapist matters as much as the method.
Think about what appeals to you: practical tools, understanding your past, or space to be heard. You
can also ask a therapist how they work in an initial consultation.
`,
  `---
title: Online Therapy: Does It Work as Well as In Person?
slug: online-therapy-does-it-work-as-well-as-in-person
category: therapy-explained
author: Dr. Funmi Adeyemi
date: 2026-08-12
excerpt: Research on video therapy is encouraging for many common difficulties. Who it suits, when meeting in person is better, and how to prepare your space.
---
Video sessions have become an everyday way to see a therapist. Many people wonder whether talking
through a screen can be as helpful as sitting in the same room.

## What the research suggests

Studies comparing online and in-person therapy for common difficulties such as anxiety and depression
have generally found similar results. The quality of the relationship with your therapist, and your
commitment to the work, matter more than the setting.

## Advantages of online sessions

- No travel, which makes regular sessions easier to keep.
- Access to therapists beyond your own town, including those who speak your language or share your
  background.
- Some people find it easier to open up from a familiar space.

## When in person may be better

Some people feel more connected face to face, or do not have a private space at home. In-person
sessions may also be recommended when someone is in crisis or needs closer support. Many therapists
offer both, and you can switch if one suits you better.

## Making online sessions work

Find a quiet, private spot, use headphones if others are nearby, and check your connection a few
minutes early. Treat the session as an appointment: close other tabs and silence notifications.
`,
  `---
title: How to Choose a Therapist You Can Trust
slug: how-to-choose-a-therapist-you-can-trust
category: therapy-explained
author: Tunde Bakare, Counsellor
date: 2026-06-09
excerpt: Check their registration, read how they work and ask questions at the first meeting. What to look for, and permission to change your mind.
---
Choosing a therapist is a personal decision. The right person for a friend may not be the right person
for you. A few checks and questions can help you find someone you feel safe with.

## Check their credentials

A therapist should be registered or licensed with a recognised professional body and follow its code
of ethics. On Tranquil, therapists upload proof of their professional registration before their profile is published, and their
profile lists their training and the approaches they use.

## Look at what they work with

Read profiles for the concerns they focus on, the types of therapy they offer, the languages they speak
and how they meet: by video, by phone or in person. Their fees and available times matter too; therapy
works best when you can attend regularly.

## Ask questions

In a first conversation it is fine to ask:

- How do you usually work with someone with concerns like mine?
- How long do people tend to see you for?
- What happens if I need to cancel?
- How do you handle confidentiality?

## Notice how you feel

After the first session, ask yourself: did I feel listened to and respected? Could I imagine being
honest with this person? It is normal to feel nervous, but you should not feel judged.

If it does not feel right, you can choose someone else. Good therapists understand that fit matters.
`,
  `---
title: Confidentiality in Therapy: What Stays in the Room
slug: confidentiality-in-therapy-what-stays-in-the-room
category: therapy-explained
author: Grace Mensah, Occupational Psychologist
date: 2026-03-24
excerpt: What you share in therapy is private, with a few limits you should know about. What they are, and what to ask your therapist at the start.
---
Being able to speak freely is at the heart of therapy, so it helps to know what confidentiality
covers, and where its limits are.

## What confidentiality means

What you say in sessions stays between you and your therapist. They will not share it with your
family, your employer or anyone else without your permission. Notes are kept securely.

## The limits

Therapists are usually required to break confidentiality in a small number of situations, for example:

- if they believe you or someone else is at serious risk of harm;
- if a child is at risk;
- if a court orders them to share information.

Even then, a good therapist will usually talk to you first, if it is safe to do so, and share only
what is necessary.

## Supervision

Most therapists discuss their work with a supervisor, an experienced colleague who helps them work
well. This is standard practice, and they typically do not share identifying details.

## Ask at the start

It is completely reasonable to ask your therapist in the first session: "What are the limits of
confidentiality here?" They should explain clearly. Knowing the boundaries often makes it easier to
talk openly within them.
`,
  `---
title: How Long Does Therapy Take?
slug: how-long-does-therapy-take
category: therapy-explained
author: Sarah Whitfield, UKCP
date: 2026-02-17
excerpt: A few sessions or a few years: the length depends on what you want to change and how you work. How to talk about it with your therapist.
---
One of the most common questions people ask before starting therapy is how long it will take. The
honest answer is that it depends, but there are some useful guides.

## It depends on what you are working on

A specific, recent difficulty, such as stress about a work change, may be helped in a handful of
sessions. Longer-standing patterns, such as low self-worth rooted in childhood, often take longer to
understand and shift.

## It depends on the approach

Structured approaches such as CBT often run for a set number of sessions, commonly between six and
twenty. Psychodynamic and person-centred therapy can be short-term too, but are sometimes open-ended.

## Talk about it together

In early sessions, discuss what you hope to change and how you will both know it is helping. Many
therapists suggest reviewing progress every few sessions. You can always ask: "How are we doing?"

## Ending well

Therapy usually ends when you feel you have what you came for, or when you want a break. It is best to
plan the ending together rather than stopping suddenly, so you can look back on what has changed and
think about what to do if things get hard again.

You are always free to stop, pause or come back later.
`,
];
