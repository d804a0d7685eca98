/** Anxiety and Stress: six articles (blog-posts.ts gathers every category's). */
export const ANXIETY_POSTS = [
  `---
title: Five Grounding Techniques for Moments of Panic
slug: five-grounding-techniques-for-moments-of-panic
category: anxiety-and-stress
author: Sarah Whitfield, UKCP
date: 2026-10-28
excerpt: When panic rises, the senses can bring you back to the room. Five techniques to practise on a calm day and use on a hard one.
---
A wave of panic can make the heart race, the breath shorten and the world feel far away. Panic is
frightening, but it passes. Grounding techniques help you ride it out by bringing your attention back
to the present moment, through your senses.

They work best when you have practised them on a calm day first, so they feel familiar when you need them.

## 1. Five, four, three, two, one

Name five things you can see, four you can touch, three you can hear, two you can smell and one you
can taste. Say them out loud if you can. Counting gives the mind a small, steady task.

## 2. Feet on the floor

Press your feet into the ground and notice the pressure, the temperature and the texture of the floor
through your shoes. Let the chair or the wall take your weight.

## 3. Cold water

Hold something cold, or run cold water over your wrists. A strong, simple sensation can interrupt the
spiral of frightening thoughts.

## 4. A slow out-breath

Breathe in gently through your nose, then breathe out for longer than you breathed in, as if through
a straw. Do not force a deep breath: the long exhale is what helps.

## 5. Describe the room

Pick an object and describe it in detail: its colour, its shape, what it is made of. You are telling
your nervous system that you are here, and that here is safe.

If panic attacks are frequent, or you start avoiding places in case one happens, talk to your doctor
or a therapist. Panic responds well to support.
`,
  `---
title: Why Anxiety Feels Worse at Night, and What Helps
slug: why-anxiety-feels-worse-at-night-and-what-helps
category: anxiety-and-stress
author: Dr. Funmi Adeyemi
date: 2026-09-30
excerpt: The quiet of the night leaves worries with nothing to compete against. Why that happens, and a few ways to make evenings gentler.
---
Many people notice that worries grow louder at bedtime. Problems that felt manageable at lunch can
seem enormous at two in the morning. There are good reasons for this.

## Why the night amplifies worry

During the day, work, conversation and noise keep the mind busy. At night, with nothing competing for
attention, worries have the stage to themselves. Tiredness also makes it harder to put thoughts in
perspective, and lying still in the dark gives the body few signals that all is well.

## Before bed

- **Set down the day.** Spend five minutes writing what is on your mind and one next step for each
  item. The page holds it so your head does not have to.
- **Slow the last hour.** Lower the lights, put screens away and choose something quiet: reading,
  stretching, a warm shower.
- **Keep the bed for sleep.** If you use it for work or scrolling, the mind learns to stay alert there.

## When you wake with worries

If you have been awake for what feels like twenty minutes, get up, go to another dim room and do
something calm until you feel sleepy. Remind yourself that thoughts at night are often harsher than
the facts, and that the morning version of you will handle things better.

If night-time anxiety goes on for weeks, or sleep is badly affected, it is worth talking to your
doctor or a therapist.
`,
  `---
title: Understanding the Difference Between Stress and Anxiety
slug: understanding-the-difference-between-stress-and-anxiety
category: anxiety-and-stress
author: Tunde Bakare, Counsellor
date: 2026-08-19
excerpt: Stress answers a pressure you can name; anxiety can linger after the pressure has gone. Knowing which you are facing helps you choose what to do.
---
People often use "stressed" and "anxious" as if they mean the same thing. They overlap, and they feel
alike in the body, but telling them apart can help you decide what to do next.

## Stress has a cause you can point to

Stress is a response to pressure: a deadline, an illness in the family, money running short. It tends
to ease when the pressure eases. Some stress can even be useful, sharpening focus for an exam or an
interview.

## Anxiety can outlast its cause

Anxiety is worry or fear that continues when there is no clear threat, or that is out of proportion to
the situation. It often looks ahead: "what if something goes wrong?" It can show up as restlessness,
a tight chest, trouble sleeping or avoiding things that used to be fine.

## Why the difference matters

When stress is the main issue, changing the situation usually helps most: asking for an extension,
sharing the load, planning a rest. When anxiety is the main issue, the situation may already be fine,
and what helps is learning to respond differently to anxious thoughts and sensations. Therapy
approaches such as cognitive behavioural therapy are designed for exactly that.

## A simple check

Ask yourself: if this particular problem were solved tomorrow, would I feel calm? If the answer is
yes, you are probably dealing with stress. If you suspect another worry would take its place, anxiety
may be playing a part, and talking to a professional could help.
`,
  `---
title: Breathing Exercises You Can Do Anywhere
slug: breathing-exercises-you-can-do-anywhere
category: anxiety-and-stress
author: Sarah Whitfield, UKCP
date: 2026-07-08
excerpt: Three quiet breathing patterns for the bus, the office or the queue, with nothing to download and nobody needing to notice.
---
Your breath is always with you, and changing how you breathe is one of the quickest ways to change how
you feel. These exercises are quiet enough to do on a bus, at a desk or in a queue.

## Box breathing

Breathe in for a count of four, hold for four, breathe out for four and hold for four. Picture tracing
the sides of a square. Repeat four or five times. The steady rhythm gives a racing mind something to
follow.

## The longer out-breath

Breathe in for four and out for six. Lengthening the exhale is a signal to the body to slow down. If
six feels like a stretch, start with five; comfort matters more than the numbers.

## Hand on the belly

Rest one hand on your chest and one on your stomach. Breathe so that the lower hand rises and the upper
hand stays fairly still. Breathing low and slow, rather than high in the chest, tends to feel calmer.

## A few cautions

- If you feel light-headed, return to normal breathing. You do not need big breaths.
- Practise when you are calm, a couple of minutes a day, so the exercises come easily under pressure.
- Breathing exercises help many people, but they are not a cure. If anxiety is affecting your daily
  life, consider speaking to a therapist.
`,
  `---
title: How to Talk to Your Doctor About Anxiety
slug: how-to-talk-to-your-doctor-about-anxiety
category: anxiety-and-stress
author: Dr. Funmi Adeyemi
date: 2026-05-21
excerpt: Appointments are short and nerves make it hard to explain. A little preparation helps you be heard and leave with a plan.
---
Appointments with a doctor are often short, and anxiety itself can make it hard to explain what is
going on. A little preparation helps you make the most of the time.

## Before the appointment

Write a few notes to bring with you:

1. what you have been feeling, in your own words;
2. how long it has been going on;
3. how it affects sleep, work, eating and relationships;
4. anything that makes it better or worse;
5. any medicines or supplements you already take.

## In the room

It is fine to start by reading from your notes. You might say: "I've been feeling anxious most days for
a few months and it's affecting my sleep and work." Be honest about how much it affects you; people
often play symptoms down.

Ask about the options. Your doctor may talk about self-help resources, talking therapies, medication
or a combination. You can ask what each involves and take time to decide.

## Afterwards

Make a note of what was agreed and when to follow up. If you did not feel listened to, you are entitled
to ask for a second opinion.

If you ever have thoughts of harming yourself, contact your local emergency number or a crisis line
straight away rather than waiting for an appointment.
`,
  `---
title: Worry Time: A Simple Habit That Quietens Overthinking
slug: worry-time-a-simple-habit-that-quietens-overthinking
category: anxiety-and-stress
author: Tunde Bakare, Counsellor
date: 2026-03-11
excerpt: Give worries a fifteen-minute appointment each day and they interrupt the rest of it less. How to set up worry time and what to do in it.
---
If worries follow you through the day, interrupting work and conversations, a technique called
"worry time" may help. It is a simple habit, if an odd-sounding one: setting aside time on purpose
to worry. Many people find it quietens overthinking and loosens its grip on the rest of the day.

## How it works

Choose a fifteen-minute slot at the same time each day, not too close to bedtime. When a worry pops up
outside that time, jot it down in a word or two and tell yourself: "I'll think about that at five."
Then turn back to what you were doing.

## During worry time

Sit down with your list. For each worry, ask:

- Is this something I can do anything about?
- If yes, what is one small step, and when will I take it?
- If no, can I let it wait, knowing I have given it proper attention?

When the fifteen minutes are up, stop, even if there is more on the list.

## Why it helps

Postponing a worry is different from suppressing it. You are not telling yourself the worry does not
matter, only that now is not the time. Over a few weeks, many people notice that worries which felt
urgent at eleven have shrunk by five.

Give it at least two weeks. If worry still dominates your days, a therapist can help you understand
what keeps it going.
`,
];
