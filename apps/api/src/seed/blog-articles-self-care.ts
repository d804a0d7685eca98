/** Self-Care: five articles, besides 'Five Small Habits for Calmer Evenings' (blog-posts.ts). */
export const SELF_CARE_POSTS = [
  `---
title: Self-Care That Isn't Just Bubble Baths
slug: self-care-that-isnt-just-bubble-baths
category: self-care
author: Chinedu Okafor, MSc
date: 2026-10-14
excerpt: Real self-care is often unglamorous: paying a bill, going to bed on time, saying no. What it looks like in an ordinary week.
---
Self-care is often sold as treats: candles, face masks, bubble baths. Those can be lovely, but much of
what actually keeps us well is less glamorous, and more useful.

## Looking after future you

Some of the kindest things you can do for yourself are dull in the moment:

- opening the letter you have been avoiding;
- booking the dental check-up;
- preparing tomorrow's lunch tonight;
- going to bed at a sensible time even when the next episode is tempting.

Each one removes a small weight from later in the week.

## Saying no

Protecting your time and energy is self-care. Turning down one commitment can free up the evening you
needed to rest. A simple "I can't this time, but thank you for asking" is enough.

## Keeping the basics steady

Sleep, food, movement and daylight affect mood more than any single treat. When life is busy, aim for
"good enough" rather than perfect: a short walk, a simple meal, a regular bedtime.

## Asking for help

Sometimes the most caring thing you can do is admit you cannot manage alone, and talk to a friend, a
doctor or a therapist. Self-care is not about coping with everything by yourself.
`,
  `---
title: Sleep Hygiene for Busy Minds
slug: sleep-hygiene-for-busy-minds
category: self-care
author: Dr. Funmi Adeyemi
date: 2026-08-26
excerpt: A racing mind at bedtime needs more than a dark room. Habits for the day, the evening and the middle of the night that help sleep come back.
---
"Sleep hygiene" means the habits and surroundings that make good sleep more likely. For people whose
minds race at bedtime, the usual advice needs a little adapting.

## During the day

- **Wake at the same time every day**, including weekends. A steady wake time anchors your body clock
  more than a steady bedtime.
- **Get daylight early.** Ten minutes outside in the morning helps set the rhythm.
- **Watch the caffeine.** Its effects last hours; try to have your last cup before early afternoon.

## In the evening

Give your mind a way to land. A "brain dump" list, some light reading or a calm podcast can help the
transition from busy to restful. Keep the bedroom cool, dark and quiet, and keep work out of it.

## In bed

Do not try to force sleep: effort keeps you awake. If you are still awake after what feels like twenty
minutes, get up and do something quiet in dim light until you feel sleepy, then return.

## When sleep does not improve

Most people have bad nights now and then. If poor sleep lasts for weeks and affects your days, speak
to your doctor. Talking therapies designed for insomnia are effective and widely available.
`,
  `---
title: The Quiet Power of a Daily Walk
slug: the-quiet-power-of-a-daily-walk
category: self-care
author: Tunde Bakare, Counsellor
date: 2026-06-23
excerpt: A short walk lifts mood, loosens stuck thinking and needs no equipment. How to make it a habit that survives busy weeks.
---
Of all the things that support mental health, a daily walk may be the simplest. It needs no
equipment, no membership and very little time, and its benefits build up quietly.

## What a walk does

Gentle movement releases tension held in the body. Being outside, especially near trees or water, gives
the eyes and the mind a rest from screens. Walking side by side with someone can make difficult
conversations easier than sitting face to face.

Many people also find that a problem which felt stuck at the desk loosens after twenty minutes on foot.

## Making it a habit

- **Attach it to something you already do.** Walk after lunch, or get off the bus a stop early.
- **Start short.** Ten minutes counts. Consistency matters more than distance.
- **Leave the headphones sometimes.** Notice sounds, smells and the changing light.

## When motivation is low

On days when your mood is low, the idea of a walk can feel impossible. Try agreeing with yourself to go
as far as the end of the street. If you want to turn back then, you can. Often you will not.

A walk will not solve everything, and it is not a substitute for support when you need it. But as a
daily habit, it is one of the kindest things you can give yourself.
`,
  `---
title: Journaling Prompts for Hard Days
slug: journaling-prompts-for-hard-days
category: self-care
author: Sarah Whitfield, UKCP
date: 2026-04-28
excerpt: On a hard day a blank page can feel like one more demand. Eight gentle prompts to start with, and how to keep journaling kind.
---
Writing things down can help untangle thoughts and feelings, but on a hard day a blank page can feel
like one more demand. Prompts give you somewhere to start.

## Before you begin

There is no right way to journal. Write a line or a page. Spelling and grammar do not matter. No one
else needs to read it, and you can throw it away afterwards if you like.

## Prompts for when things feel heavy

1. Right now, in my body, I notice…
2. The thing weighing on me most today is…
3. If a good friend were in my situation, I would tell them…
4. One thing that is in my control today is…
5. Something that got me through a hard time before was…
6. I am allowed to feel… because…
7. One small kindness I can give myself tonight is…
8. Tomorrow, I would like to…

## Keep it gentle

If writing brings up more distress than relief, stop and do something soothing instead. Journaling is
a tool, not a test.

It can also be a useful bridge to therapy: some people bring their notes to a session to help them
explain what they have been going through.
`,
  `---
title: Eating Well When Your Mood Is Low
slug: eating-well-when-your-mood-is-low
category: self-care
author: Grace Mensah, Occupational Psychologist
date: 2026-01-27
excerpt: Low mood makes cooking feel like a mountain. Simple, forgiving ways to keep eating regularly without pressure or perfection.
---
When your mood is low, food often becomes harder. Some people lose their appetite; others find
themselves reaching for whatever is quickest. Both are common, and neither is a failure.

## Aim for regular, not perfect

Eating something at roughly regular times helps keep energy and mood steadier than long gaps followed
by large meals. A piece of toast and a glass of milk counts.

## Make it easy for yourself

- Keep a few simple foods in the cupboard that need little preparation: oats, eggs, tinned beans,
  frozen vegetables, fruit, nuts.
- Cook once, eat twice: make a larger pot of soup or stew and freeze portions.
- Accept help. If someone offers to bring a meal, say yes.

## Notice, without judging

Pay attention to how different foods and eating patterns affect how you feel, without turning it
into a rule or a diet. Alcohol in particular can lift mood briefly and then lower it.

## When to ask for help

If your eating has changed a lot, if you are losing weight without meaning to, or if food feels out
of control, talk to your doctor. Changes in appetite can be part of depression or an eating disorder,
and both respond to support.
`,
];
