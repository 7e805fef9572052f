/**
 * Phrase tables of reviews: openings, closings and titles per rating, generic
 * stories, area sentences and the connectors of mixed sentences.
 *
 * @module
 */
import type { Entry } from "./template.ts";

/** Opening sentences, per rating. */
export const OPENINGS: Record<number, Entry[]> = {
  5: [
    "Can't say enough good things about {co}[ and their team|].",
    "[Fantastic|Excellent|Outstanding|Great|Wonderful] experience [from start to finish|all around|with {co}|from the first call].",
    "This is [the second|the third|at least the fourth] time we've used {co} and they [never disappoint|have been great every time].",
    "No complaints [at all|whatsoever|here].",
    "Five stars, [easily|no question|without hesitation].",
    "We've finally found our go-to {pro}[ after years of trying others|].",
    "Wish I could give [more than five stars|them six stars].",
    "[Very|Extremely|Really] happy with {co}.",
    "[Honestly|Truly] the best [service company|contractor|{pro}] we've dealt with[ in this town| in twenty years|].",
    "I don't usually write reviews, but [this one|they] earned it.",
    "What a relief[ to find a company like this|].",
    "[Absolutely|Simply] the best.",
    "Where do I [even |]start?",
    "So glad [a neighbor|my sister|a coworker] recommended them.",
    "[Wow.|Just wow.]",
    "Couldn't have asked for a better experience.",
    "[Impressed|Very impressed] [from start to finish|all around].",
    "{co} [saved the day|saved our weekend|came through for us].",
  ],
  4: [
    "Good experience overall.",
    "[Solid|Good|Reliable|Dependable] [company|outfit|crew].",
    "[Pretty|Very] happy with how this turned out.",
    "Mostly a great experience.",
    "Good service with [a couple of|one or two] small hiccups.",
    "Would hire {co} again.",
    "Four stars, [nearly five|and that's a good score from me].",
    "They did a [good|nice|solid] job for us.",
    "[Happy|Satisfied] customer, with one small gripe.",
    "Overall a [good|positive] experience with {co}.",
  ],
  3: [
    "Mixed feelings [about this one|here].",
    "It was [okay|fine|alright][, I guess|].",
    "Middle of the road experience.",
    "Some good, some bad.",
    "Not bad, not great.",
    "I'm torn on this one.",
    "Three stars feels about right.",
    "[Average|A so-so] experience with {co}.",
    "The job got done, [but|though] it wasn't smooth.",
  ],
  2: [
    "Disappointed.",
    "Not the experience I expected [from a company with so many good reviews|after reading the reviews].",
    "[Expected|Hoped for] [better|more].",
    "I really wanted to like them.",
    "Two stars, and I'm being generous.",
    "Not great.",
    "I've used {co} before without issue, but not this time.",
    "[Frustrating|A frustrating] experience[ overall|].",
  ],
  1: [
    "[Terrible|Awful|Horrible|Infuriating] experience.",
    "Stay away.",
    "Do not use this company.",
    "The worst service [company|call] I've ever dealt with.",
    "I would give zero stars if I could.",
    "Save yourself the headache.",
    "Buyer beware.",
    "Where do I even begin.",
    "One star is too many.",
    "[Unbelievable|Unreal].",
    "I'm writing this so nobody else goes through what we did.",
  ],
};

/** Closing sentences, per rating. */
export const CLOSINGS: Record<number, Entry[]> = {
  5: [
    "[Highly recommend|Definitely recommend|Would absolutely recommend|Can't recommend them enough].",
    "We will [definitely|absolutely|100%] call them again.",
    "[They're|{co} is] our go-to from now on.",
    "I will be recommending them to [all my neighbors|everyone on our street|friends and family|anyone who asks].",
    {
      t: "Will [definitely use them again|absolutely use them again|be calling them for everything from now on].",
      noWill: true,
    },
    "Thanks again, {co}[!|, you guys rock!]",
    "[Five stars|5 stars], well deserved.",
    "Already booked them for [our yearly checkup|the next project|the upstairs bathroom].",
    "If you're on the fence, [just call them|stop reading and call them].",
    "[Glad|So glad|Really glad] we found them.",
    "Thank you, {Tname}!",
    "Ask for {Tname}, you won't regret it.",
    "[We'll|We will] be customers for life.",
    "They will be getting all of our business[ from here on out|].",
    "You will not be disappointed[ with them|].",
    "Keep up the [great|good] work[, guys|, {co}|]!",
    "[This is|They're] how every contractor should operate.",
    "[Ten out of ten|10/10], would hire again.",
  ],
  4: [
    "Would use them again.",
    "[Recommended|Recommend], with [minor|small] reservations.",
    "We will probably call them again.",
    "Overall I'd recommend them.",
    { t: "Will use again.", noWill: true },
    "Still a solid four stars.",
    "Thanks, {Tname}.",
    "I will keep their number [on the fridge|handy|saved in my phone].",
    "[Would|I'd] hire them again[ without much hesitation|].",
    "Good company, [just|but] [expect to pay for the quality|fix the little things and it's five stars].",
  ],
  3: [
    "Might use them again, might not.",
    "I'll probably get a second quote next time.",
    "Hopefully this was a one-off.",
    "Three stars is about right.",
    "I will update this review if things improve.",
    "Your mileage may vary.",
    "[Not sure|Undecided] whether we'll call them again.",
  ],
  2: [
    "[We won't|I won't] be using them again.",
    "[Look elsewhere|Find someone else|Call someone else].",
    "Really disappointed.",
    "I will be telling my neighbors.",
    "There are better options in town.",
    "I expected more from {co}.",
    "Management, if you're reading this, [do better|train your people].",
    "[Can't|Cannot] recommend them after this.",
  ],
  1: [
    "[Won't|We won't|I won't] be using them again.",
    "[Avoid|Steer clear|Look elsewhere].",
    "I will be warning my neighbors.",
    { t: "Will not be calling them again.", noWill: true },
    "There are better options in town.",
    "Management, if you're reading this, [do better|train your people].",
    "Lesson learned.",
    "Never again.",
    "[Filing|I've filed] a complaint with the BBB.",
    "[Stay far away|Run].",
  ],
};

/** Story sentences that name no service. */
export const GENERIC_STORIES: Entry[] = [
  "Called them [on a Monday morning|last week|over the weekend|on a holiday] [about an issue in the basement|for a repair in the kitchen|after another company flaked on us].",
  "We [just bought|recently moved into] [an older|a 1950s|a 1920s] house and [needed|wanted] someone [reliable|we could trust].",
  "Found them through [a neighbor|Nextdoor|a coworker|a Google search] [and gave them a try|after our usual guy retired].",
  "We've used them [a few|several|a handful of] times over the years.",
  "[My wife|My husband|My mom|Our landlord] [found|booked] them [online|through a friend].",
  "Had them out to look at [a few things|a couple of problems] around the house.",
  "[Our home warranty company|The previous owner] [had used|recommended] them, so we called.",
];

/** Sentences naming a second service ("{N2}"). */
export const SECOND_SERVICE: Entry[] = [
  "While {T} was here, {he} also took a look at our {N2}.",
  "{T} also checked the {N2} while {he} was here.",
  "We had them look at the {N2} on the same visit.",
];

/** Sentences about booking and the visit. */
export const PROCESS: Entry[] = [
  "The whole job took about [an hour|two hours|half a day|most of the day].",
  "Paid by [card|check] [on the spot|when the job was done].",
  "{T} had to order a part, so it was a two-visit job.",
  "We got [three|a few|two other] quotes before choosing them.",
  "The invoice was [emailed|texted] [the same day|within the hour].",
  "[Everything|The paperwork] was handled [through their app|by email|on a tablet].",
  "{T} [brought|had] a helper [along|with {him}] for the heavy lifting.",
  "They [needed|pulled] a permit, and [the office|{T}] took care of it.",
];

/** Sentences naming the service area, neutral. */
export const AREA_NEUTRAL: Entry[] = [
  "We live in {A}.",
  "[Out here in|Up here in|Over in] {A}, [good contractors are hard to find|everyone seems to use them|theirs are the trucks you see everywhere].",
  "This was at our place in {A}.",
  "Several neighbors in {A} [use|have used] them too.",
  "[Our house|Our rental|My mom's place] in {A} is [older|from the 60s|a 1970s ranch], so things break.",
];
/** Sentences naming the service area, positive. */
export const AREA_POSITIVE: Entry[] = [
  "[Highly recommend them|Recommend them] to anyone in {A}.",
  "{A} [neighbors|folks], this is who you call.",
  "They even came all the way out to {A} without a trip charge.",
];
/** Sentences naming the service area, negative. */
export const AREA_NEGATIVE: Entry[] = [
  "[Anyone in|Neighbors in] {A}, [look elsewhere|save yourselves the trouble].",
  "Apparently {A} is too far for them to bother with.",
];

/** A prefix naming the service area before a sentence. */
export const AREA_PREFIX = "[Out here in|Over in|Up here in|Here in] {A},";

/** Review titles, per rating. */
export const TITLES: Record<number, Entry[]> = {
  5: [
    "[Great|Excellent|Fantastic|Top-notch] service",
    "Highly recommend",
    "{Tname} is the best",
    "Fast, fair and friendly",
    "Lifesavers!",
    "[Great|Quick|Painless] {J}",
    {
      t: "On time and honest",
      a: [["punctuality", "positive"], ["honesty", "positive"]],
    },
    "Finally, a contractor I trust",
    "Above and beyond",
    "Five stars for {Tname}",
    { t: "Came out at 2am for an emergency", a: [["scheduling", "positive"]] },
    "Best {pro} in {A}",
    "Couldn't be happier",
    "{N} fixed same day",
    "Thank you, {Tname}!",
    "Our new go-to",
  ],
  4: [
    {
      t: "Good work, a bit pricey",
      a: [["quality", "positive"], ["price", "negative"]],
    },
    {
      t: "Good work, slightly late",
      a: [["quality", "positive"], ["punctuality", "negative"]],
    },
    "Solid {J}",
    "Very good experience",
    "Would hire again",
    "Happy overall",
    { t: "Good but not cheap", a: [["price", "negative"]] },
    "{Tname} did a nice job",
  ],
  3: [
    "Okay experience",
    {
      t: "Good work, poor communication",
      a: [["quality", "positive"], ["communication", "negative"]],
    },
    "Mixed bag",
    "It got fixed, eventually",
    "Average",
    "{J}: fine, not great",
  ],
  2: [
    "Disappointing",
    "Expected more",
    { t: "Overpriced {J}", a: [["price", "negative"]] },
    { t: "Took too long", a: [["scheduling", "negative"]] },
    "Not impressed",
    "Not the {co} I used to know",
  ],
  1: [
    "Avoid",
    { t: "No-show twice", a: [["punctuality", "negative"]] },
    { t: "Ripped off", a: [["price", "negative"]] },
    "Terrible service",
    {
      t: "Rude and overpriced",
      a: [["professionalism", "negative"], ["price", "negative"]],
    },
    { t: "Problem came back", a: [["quality", "negative"]] },
    "Do not hire",
    "Stay away",
    { t: "Overcharged for {J}", a: [["price", "negative"]] },
  ],
};

/** Connectors from praise to criticism in a mixed sentence. */
export const CONNECT_POS_NEG = [
  ", but ",
  ". That said, ",
  "; however, ",
  ", although ",
  ". Only complaint: ",
  ". The one downside: ",
];
/** Connectors from criticism to praise in a mixed sentence. */
export const CONNECT_NEG_POS = [
  ", but ",
  "; however, ",
  ", however ",
  ". On the plus side, ",
  ". Still, ",
  ". To be fair, ",
];
