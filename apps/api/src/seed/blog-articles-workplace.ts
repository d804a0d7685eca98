/** Workplace Wellbeing: five articles, besides 'Talking to Your Manager About Mental Health' (blog-posts.ts). */
export const WORKPLACE_POSTS = [
  `---
title: Recognising the Early Signs of Burnout
slug: recognising-the-early-signs-of-burnout
category: workplace-wellbeing
author: Grace Mensah, Occupational Psychologist
date: 2026-09-23
excerpt: Burnout rarely arrives overnight. The early signs in body, mood and work, and what to change before exhaustion sets in.
---
Burnout does not usually arrive all at once. It builds over months of stress without enough recovery,
and the early signs are easy to dismiss as "just a busy patch".

## Three common signs

- **Exhaustion** that sleep and weekends no longer fix.
- **Distance from work**: feeling cynical, detached or irritable about tasks and colleagues you used to
  care about.
- **A sense of not getting anywhere**: working harder but feeling less effective.

## Other things people notice

Headaches or stomach trouble, getting ill more often, dreading Sunday evenings, snapping at people at
home, or needing more caffeine, alcohol or scrolling to switch off.

## What helps early on

- **Name it.** Saying "I think I'm heading towards burnout" to yourself, or to someone you trust, is a
  first step.
- **Protect recovery time.** Real breaks, a clear end to the working day and time off that is truly off.
- **Look at the load.** Burnout is often a sign of too much work or too little control, not personal
  weakness. Talk to your manager about priorities and what can wait.
- **Reconnect with what matters.** Small moments of meaning or enjoyment at work can restore energy.

If you are struggling to function, or feel hopeless, speak to your doctor or a therapist. Burnout can
overlap with depression and anxiety, and support helps.
`,
  `---
title: Returning to Work After a Mental Health Break
slug: returning-to-work-after-a-mental-health-break
category: workplace-wellbeing
author: Tunde Bakare, Counsellor
date: 2026-07-15
excerpt: Going back after time off is a step of its own. How to plan the first weeks with your employer and what to do on the hard days.
---
Going back to work after time off for your mental health can bring mixed feelings: relief at returning
to routine, and worry about how it will go. Planning ahead makes the transition smoother.

## Before you return

If your workplace offers it, arrange a conversation with your manager or HR before your first day.
You might discuss:

1. a phased return, starting with shorter days or fewer days a week;
2. adjusted duties or deadlines for the first weeks;
3. time for ongoing appointments;
4. what, if anything, colleagues will be told.

You decide how much to share about your health. "I've been unwell and I'm glad to be back" is enough.

## The first weeks

Expect some tiredness; getting used to a routine again takes energy. Keep your evenings and weekends
light at first, and keep up whatever helped you recover, whether that is therapy, exercise or time
with people you trust.

## Checking in

Agree a time, perhaps after two and four weeks, to review how things are going with your manager.
Adjustments can be changed as you find your feet.

## If it gets hard

A bad day does not mean the return has failed. Notice early warning signs and act on them, by talking
to your manager, your therapist or your doctor, rather than pushing through alone.
`,
  `---
title: Managing Stress in Remote and Hybrid Work
slug: managing-stress-in-remote-and-hybrid-work
category: workplace-wellbeing
author: Chinedu Okafor, MSc
date: 2026-05-12
excerpt: Working from home removes the commute and often the edges of the day too. Ways to keep work from spreading into every room and hour.
---
Working from home can bring flexibility and fewer commutes. It can also blur the line between work and
rest, and leave people feeling isolated or always on.

## Create a start and an end

Without a commute, the working day can spill into the evening. Build small rituals that mark the
transitions: a short walk before you start, closing the laptop and putting it out of sight when you
finish.

## Separate spaces where you can

If possible, work somewhere other than your bedroom. Even a particular chair or corner of the table can
help your mind switch between work and home.

## Take real breaks

Video calls back to back are tiring. Where you can, schedule calls for 25 or 50 minutes to leave time
in between. Step away from the screen at lunch.

## Stay connected

Remote work can be lonely. Keep some informal contact with colleagues: a short chat at the start of a
meeting, a message to see how someone is. On hybrid days in the office, prioritise time with people
over tasks you could do at home.

## Say when it is too much

If expectations about availability are unclear or unmanageable, raise it with your manager. Agreeing on
response times helps the whole team, not only you.
`,
  `---
title: Healthy Boundaries With Work Messages
slug: healthy-boundaries-with-work-messages
category: workplace-wellbeing
author: Grace Mensah, Occupational Psychologist
date: 2026-03-31
excerpt: Notifications at dinner keep the mind at work. How to set quiet hours, agree expectations with your team and handle the truly urgent.
---
Work messages arrive on the same phone as family photos and weekend plans. Without some limits, it is
easy to feel that you are never quite off duty.

## Know what is expected

Many workplaces have no written rule about replying out of hours, so people guess, and often assume the
worst. Ask your manager: "What do you expect if you message me in the evening?" The answer is often
"nothing until the morning".

## Use the tools

- Set quiet hours on your work apps, or remove them from your personal phone.
- Use scheduled send so your own late-night messages arrive in working hours.
- Turn off badges and previews so a glance at your phone does not pull you back in.

## Create a shutdown routine

At the end of the day, spend five minutes noting what is done, what is next and anything urgent. Then
close everything. Having a plan for tomorrow makes it easier to leave today behind.

## Agree on what "urgent" means

If some situations really do need an out-of-hours response, agree with your team what they are and
how you will be contacted, for example by a phone call rather than a chat message. Everything else can
wait.

Clear boundaries help you rest, and rested people do better work.
`,
  `---
title: Finding Meaning in Work Again
slug: finding-meaning-in-work-again
category: workplace-wellbeing
author: Sarah Whitfield, UKCP
date: 2026-01-20
excerpt: When work has started to feel empty, small changes can bring back a sense of purpose. Questions to ask and experiments to try before a big decision.
---
Sometimes work that once felt worthwhile starts to feel empty. You go through the motions, watch the
clock and wonder what the point is. This can happen to anyone, in any job.

## Notice what has changed

Has the work changed, or have you? A new manager, a reorganisation or a life event can all shift how
you feel. Naming the change helps you understand what is missing.

## Look for the parts that still matter

Think back over the last month. When did you feel even slightly engaged, useful or proud? Perhaps
helping a colleague, solving a tricky problem or a thank-you from a customer. These moments point to
what gives you meaning.

## Try small changes

- Ask to spend a little more time on the parts of the job you value.
- Offer to mentor someone or join a project that interests you.
- Reconnect with the people your work helps, even indirectly.

## Meaning outside work counts too

Not everyone finds their deepest purpose in their job, and that is fine. Time with family, community,
faith, creativity or volunteering can provide meaning that work does not.

## When it is more than work

If the emptiness spreads beyond work, and you feel flat, hopeless or unable to enjoy things you used
to, it may be low mood or depression. Talking to a therapist or your doctor can help.
`,
];
