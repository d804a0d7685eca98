/** Relationships: six articles (blog-posts.ts gathers every category's). */
export const RELATIONSHIP_POSTS = [
  `---
title: Listening to Understand, Not to Reply
slug: listening-to-understand-not-to-reply
category: relationships
author: Sarah Whitfield, UKCP
date: 2026-10-21
excerpt: Most arguments go round in circles because both people are preparing their answer. Four habits of listening that change the conversation.
---
In a tense conversation, most of us listen with half an ear while we prepare our answer. The other
person can feel it, and the conversation goes round in circles. Listening to understand is a skill,
and like any skill it can be practised.

## Slow the pace

Let the other person finish, then pause for a breath before you speak. The pause tells them you are
taking in what they said, and it gives you a moment to notice your own reaction.

## Reflect back

Put what you heard into your own words: "So you felt left out when I made plans without asking?" You
are not agreeing or giving in; you are checking you understood. Often the other person will correct
or add something important.

## Ask before you advise

When someone shares a problem, it is tempting to fix it. Try asking: "Do you want ideas, or do you
mostly want me to listen?" Many people want to feel heard first.

## Notice the feeling under the words

"You never help with anything" may really mean "I feel tired and alone with this." Responding to the
feeling ("it sounds like you're exhausted") usually calms things more than debating the word "never".

Listening well does not mean you never get to speak. It means that when you do, the other person is
more ready to hear you.
`,
  `---
title: When to Consider Couples Therapy
slug: when-to-consider-couples-therapy
category: relationships
author: Tunde Bakare, Counsellor
date: 2026-09-16
excerpt: Couples therapy is not only a last resort. Signs it could help, what sessions are like, and what it can and cannot do.
---
Many couples think of therapy as a last resort, something to try when everything else has failed. In
fact couples therapy often works best earlier, before patterns have hardened.

## Signs it may help

- The same argument keeps coming back, and neither of you feels heard.
- You have stopped talking about things that matter, to keep the peace.
- A big change, such as a new baby, a move, an illness or a loss, has shaken how you relate.
- Trust has been damaged and you both want to try to rebuild it.
- You feel more like flatmates than partners.

## What sessions are like

A couples therapist does not take sides or decide who is right. Their job is to help both of you
understand the pattern you get caught in, and to practise new ways of talking about difficult things.
Sessions usually include both partners; some therapists also meet each person alone once or twice.

## What it cannot do

Therapy cannot make someone stay who has decided to leave, and it is not the right setting if one
partner is frightened of the other. If there is violence or control in the relationship, individual
support and safety planning come first; a therapist or a domestic abuse service can help.

If you are unsure, an initial consultation is a low-pressure way to find out whether couples therapy
suits you both.
`,
  `---
title: Setting Boundaries With Family Without Guilt
slug: setting-boundaries-with-family-without-guilt
category: relationships
author: Grace Mensah, Occupational Psychologist
date: 2026-07-29
excerpt: A boundary says what you will do, not what others must. How to choose one, say it kindly and live with the guilt that often follows.
---
Families can be a great source of love and support, and also of pressure. Setting limits with the
people closest to us can stir up guilt, especially where family loyalty is highly valued. But
boundaries protect relationships as much as they protect you.

## A boundary is about your own actions

A boundary is not an order to someone else ("you must stop calling"). It is a statement of what you
will do ("I'll answer calls in the evening, not during work"). You cannot control how others behave;
you can decide how you respond.

## Start small and specific

Choose one situation that drains you and one change you could make. Vague limits ("I need more space")
are hard to keep. Specific ones ("I'll visit every other Sunday rather than every Sunday") are easier
to explain and to hold.

## Say it kindly and clearly

Keep it short, warm and firm: "I love seeing you, and I can't host every weekend. I'll come over on
the first Sunday of the month." You do not need a long justification. The more you explain, the more
there is to argue with.

## Expect some discomfort

Guilt does not mean you did something wrong; it often means you did something new. Family members
may push back at first. Stay consistent, and give everyone, including yourself, time to adjust.

If family relationships feel overwhelming, a therapist can help you work out what you need and how
to ask for it.
`,
  `---
title: Rebuilding Trust After a Difficult Season
slug: rebuilding-trust-after-a-difficult-season
category: relationships
author: Sarah Whitfield, UKCP
date: 2026-06-02
excerpt: Trust grows back through small promises kept over time. What each partner can do, and why patience is part of the repair.
---
Trust can be damaged in many ways: a broken promise, a secret, an affair, or simply a long stretch of
feeling let down. Rebuilding it is possible, but it is rarely quick, and it asks something of both
people.

## Acknowledge what happened

Repair starts when the person who broke the trust takes responsibility without minimising or blaming:
"I lied to you about the money, and that was wrong." Explanations can come later. First, the hurt
person needs to know their pain is understood.

## Make trust visible

Trust grows back through small, reliable actions over time: doing what you said you would, when you
said you would. For a while, more openness than usual may help, such as sharing plans without being
asked.

## Let the hurt be spoken

The hurt partner may need to come back to what happened many times. This can feel frustrating, but it
is part of healing. Agree together on when and how to talk about it, so it does not take over every
conversation.

## Be patient about the timeline

There will be good weeks and setbacks. Progress is often noticed looking back rather than day to day.

Many couples find a therapist helpful here: someone outside the relationship who can keep
conversations safe and help both people be heard.
`,
  `---
title: Loneliness in a Crowded World
slug: loneliness-in-a-crowded-world
category: relationships
author: Chinedu Okafor, MSc
date: 2026-04-14
excerpt: You can be surrounded by people and still feel alone. Why loneliness is about connection rather than company, and small ways back to it.
---
It is possible to be surrounded by people, at work, online or at home, and still feel deeply alone.
A crowded office or a busy group chat does not guarantee company, and the modern world offers more
contact and, for many, less closeness.
Loneliness is not about how many people are around us. It is the gap between the connection we have
and the connection we need.

## Loneliness is common

Moving cities, starting a new job, becoming a parent, retiring or losing someone can all bring it on.
Feeling lonely is not a sign that something is wrong with you; it is a signal, like hunger, that a
need is not being met.

## Why it can be hard to reach out

Loneliness tends to make us more alert to rejection. We may read a short reply as a brush-off, or
decide not to get in touch in case we are a bother. This can pull us further away from the people
who would be glad to hear from us.

## Small steps back towards people

- Send one message today to someone you have lost touch with. Keep it light: "Saw this and thought of you."
- Look for regular, shared activities, such as a class, a choir, volunteering or a faith group, where
  familiarity builds over weeks.
- Say yes to one invitation you would normally turn down.
- Notice moments of connection that already exist, like a chat with a neighbour or a shopkeeper.

Loneliness that lasts can affect mood, sleep and health. Talking it through with a therapist can help
you understand what is getting in the way and take the next step.
`,
  `---
title: Supporting a Partner Who Is Struggling
slug: supporting-a-partner-who-is-struggling
category: relationships
author: Grace Mensah, Occupational Psychologist
date: 2026-02-10
excerpt: How to be there for a partner with low mood or anxiety without trying to fix them, and why your own support matters too.
---
When someone you love is going through a hard time with their mental health, it is natural to want
to make it better. But you are their partner, not their therapist, and trying to fix everything can
leave you both exhausted.

## Ask, don't assume

Ask what would help: "Would it help if I came with you to the appointment?" or "Do you want to talk,
or just have some company tonight?" What helps can change from day to day.

## Keep ordinary life going

Shared routines, such as meals, walks and a favourite programme, offer steadiness. Try not to let the
struggle become the only thing you talk about.

## Encourage support, gently

You might say: "I've noticed you've been really low lately. I wonder if talking to someone might
help." Offer practical help, such as finding a therapist together, rather than pushing.

## Look after yourself too

Supporting someone is demanding. Keep your own friendships, rest and interests going. Talking to a
counsellor yourself is not disloyal; it can help you keep going.

## Know when it is urgent

If your partner talks about wanting to die or harming themselves, take it seriously. Stay with them
if you can and contact your local emergency number or a crisis line straight away.
`,
];
