/**
 * Aspect cues of money and trust: price (what it cost, against what was
 * quoted or charged elsewhere) and honesty (quotes kept, no upsell,
 * straight advice).
 *
 * Entries are `"pattern ~ flags"`, as described in `lexicon.ts`.
 *
 * @module
 */

/** Cues of price. */
export const PRICE_CUES: readonly string[] = [
  "price|prices|pricing|cost|costs|rate|rates ~ 0 S N-1",
  "charge|charges ~ 0 W",
  "bill|billing|invoice ~ 0 W",
  "quote|estimate ~ 0 S N-1",
  "fee|fees ~ 0 S",
  "$ ~ 0 S",
  "£|€|quid ~ 0 S",
  "{charge|charged|charges|charging|billed|paid} * for * {minutes|min|mins|half an hour|half hour} ~ -1",
  "want|wanted|wants $|£|€ ~ -1",
  // Billed for more than was done: "charged for eight, installed seven",
  // "billed for four hours, worked three".
  // The counts are one token's alternatives: in braces they would expand
  // the cue into 58,080 patterns.
  "{charged|billed|charged us|charged me|billed us|billed me} for two|three|four|five|six|seven|eight|nine|ten|eleven|twelve {hours|} {,|and|but|only} {installed|fitted|used|put in|did|worked|replaced|got|was there|were there} two|three|four|five|six|seven|eight|nine|ten|eleven|twelve ~ -2 F",
  "{in line with|comparable to|on par with|similar to|about the same as|same as|in the same ballpark as|same ballpark as|consistent with} * {other|others|everyone|competitors|quotes|the rest|everybody} ~ 0 S R",
  "{going|market|standard|normal|usual|typical} rate ~ 0 S R",
  "{about|roughly|pretty much|more or less} the same on price ~ 0 S R",
  "{came|come|comes|worked|works} out {about|roughly|pretty much|more or less} even ~ 0 S R",
  "$|£|€ * {for|to} * {a single|one single|a simple|one little|a tiny|a basic|one measly} ~ -1",
  "{less|cheaper|lower} {next door|elsewhere|somewhere else|down the road|with other|from other|at other|with another|from another|than * others|than * everyone} ~ -1 W",
  "{minutes|min|mins|half an hour|half hour} * {charged|billed|charge|and charged} ~ -1",
  "{did not|never|would not|will not} charge {a cent|a penny|anything|a thing|a dime|a dollar|us|me|extra} ~ +1 F",
  "dearer|dearest ~ -1",
  "{a bit|bit|very|too|quite|pretty|rather|so|really|bloody} dear ~ -1",
  // "Dear as owt" (Northern "anything").
  "dear as {anything|hell|heck|sin} ~ -1",
  "{daylight robbery|extortionate|extortion|rip off merchants} ~ -2 F",
  "{cost|costs|charged|charge} {a bomb|the earth|a packet|a small fortune} ~ -1",
  "{mates rates|mate 's rates} ~ +1",
  "{no call out fee|no callout fee|no trip charge|no service fee|no diagnostic fee} ~ +1 F",
  "{callout fee|call out charge|callout charge} ~ 0 S",
  "credit|credited|credits * {toward|towards|against|back} ~ +1",
  "pricy ~ -1",
  "dollar|dollars|bucks ~ 0 S",
  "money ~ 0 W",
  "pay|paid ~ 0 W",
  "labor|labour ~ 0 W",
  "value ~ 0 S",
  "{financing|payment plan} ~ 0 S",
  "{trip charge|service fee|service call fee|diagnostic fee|call out fee|flat rate} ~ 0 S",
  "expensive ~ -1",
  "pricey|spendy ~ -1",
  "overprice|overpriced ~ -2",
  "over priced ~ -2",
  "overcharge|overcharged|overcharging ~ -2",
  "over charge|charged ~ -2",
  "{rip off|ripoff|ripped off} ~ -2",
  "gouge|gouging|gouged ~ -2",
  "highway robbery ~ -2 F",
  "arm and a leg ~ -2",
  // Idioms of a price too high: "too rich for our blood", "more than my
  // car is worth" (not the "worth" of value).
  "too rich for {my|our|the|his|her} blood ~ -2",
  "more than {my|our} {car|truck|first car|house|rent|mortgage} {is worth|was worth|'s worth|costs|cost} ~ -2 F",
  // "Cost me more than my flight from JFK", "more than our first car".
  "{cost|costs} {me|us|} more than {my|our} {car|first car|flight|flights|vacation|honeymoon|wedding|rent|mortgage|first house|tuition} ~ -2",
  "break the bank ~ -1",
  "on the {high|expensive|pricey|pricier|steep|dear} side ~ -1",
  "cheap ~ +1",
  "cheaper|cheapest ~ +1",
  "inexpensive ~ +1",
  "affordable|affordably ~ +1",
  // "Reasonably" is of the price only in "reasonably priced" (below), not
  // in "a reasonably intelligent adult" or "cleaned up reasonably well".
  "reasonable ~ +1",
  "fairly|reasonably|competitively|well priced ~ +1",
  "fair price|prices|pricing|rate|rates|quote|estimate|cost ~ +1",
  "competitive ~ +1",
  "{above|over|higher than|more than} * market {rate|rates|price|prices|value} ~ -1",
  "{below|under|lower than|less than} * market {rate|rates|price|prices|value} ~ +1",
  // "The charge was modest": said of a sum, not of a person.
  "{price|prices|charge|charges|fee|fees|bill|cost|costs|quote|quotation|rate|rates|figure|sum|invoice} * modest ~ +1",
  "modest {price|prices|charge|charges|fee|fees|bill|cost|costs|quote|quotation|rate|rates|figure|sum|invoice} ~ +1",
  "worth {it|every penny|every cent|the money|the cost|the price|the investment} ~ +1 N-1",
  "well worth ~ +1",
  // "Would I pay it again? Also yes.": paying again is the verdict that
  // the price was worth it (a "no" answer negates it, answers.ts).
  "{would|'d|will} * {pay|spend} {it|that|the money|that money|the same|every penny} again ~ +1",
  "worth ~ +1 W N-1",
  "good|great|fair|excellent|solid deal ~ +1",
  "bargain ~ +1",
  "bang for * buck ~ +1",
  "value for * money ~ +1",
  "too much ~ -1",
  "more|higher than * expected|budgeted|budget|planned|anticipated ~ -1",
  "more|higher than * other|another|others * quote|quotes|estimate|estimates ~ -1",
  "less|lower than * other|another|others * quote|quotes|estimate|estimates ~ +1",
  "over|above * other|another|others * quote|quotes|estimate|estimates ~ -1",
  // "Double the other one I got", "which two other outfits beat by
  // thousands": the rival's quote was lower.
  "{double|twice|triple} the {other|last} {one|quote|estimate|bid} ~ -1",
  "{other|another} * {outfits|companies|company|outfit|plumbers|electricians|quotes|bids} {beat|beats|undercut|undercuts} {it|that|them|us|by} ~ -1",
  "{other|others} * {quote|quotes|estimate|estimates|bids} * {were|was} * {higher|more|pricier|dearer|steeper} ~ +1",
  "{other|others} * {quote|quotes|estimate|estimates|bids} * {were|was} * {lower|less|cheaper} ~ -1",
  "under * other|another|others * quote|quotes|estimate|estimates ~ +1",
  // "Two grand over what the other mob wanted": the rival's price told by
  // what they asked, not by the word "quote".
  "{over|above|more than|higher than|dearer than|pricier than} what the|another|other|others|everyone|last * wanted|asked|charged|quoted|asking|wants|asks|charges|quotes ~ -1",
  "{under|below|less than|lower than|cheaper than} what the|another|other|others|everyone|last * wanted|asked|charged|quoted|asking|wants|asks|charges|quotes ~ +1",
  "double|twice|triple * price ~ -1",
  "less|lower than * expected ~ +1",
  "under * budget ~ +1",
  "over budget ~ -1",
  "hidden fee|fees|charge|charges|cost|costs ~ -1 N+1",
  "surprise fee|fees|charge|charges ~ -1",
  "extra charge|charges|fee|fees ~ -1",
  "nickel and dime|dimed ~ -2",
  "nickel and dimed ~ -2",
  "no charge ~ +1 F",
  "free of charge ~ +1 F",
  "{did not|never} charge * for|extra ~ +1 F",
  "waive|waived * fee|charge ~ +1",
  "waive|waived|waives|waiving ~ +1",
  "{neither|not} {cheap|expensive|pricey|overpriced|the cheapest|the most expensive} {nor|or} {cheap|expensive|pricey|overpriced|the cheapest|the most expensive} ~ 0 S R",
  "discount|discounted|coupon|coupons ~ +1",
  // A price haggled down is a discount received.
  "{knocked|knock|knocks|shaved|shave} off ~ +1",
  "{took|take|takes|taken|knocked|knock|shaved} * {%|percent|dollars|bucks|fee|charge|diagnostic} off ~ +1",
  "{came|come|went} down * {$|dollars|bucks|percent|%|hundred} ~ +1",
  "{split the difference|met us in the middle|met me in the middle|meet us in the middle|meet me in the middle} ~ +1",
  "{met|meet} {us|me} at {$|#num} ~ +1",
  "{beat|beats|beating} {the|their|both|every|all|his|her|my|our} * {quote|quotes|price|prices|others|estimate|estimates} ~ +1",
  "price match|matched ~ +1",
  "waste of money ~ -2 F",
  // "Brass" is Northern English money: "brass down the drain" (the
  // labelled sets' "money down the drain" is as often a warning heeded).
  "brass down the drain ~ -2 F",
  "{had the cheek|had the nerve|had the gall} to {charge|bill|ask} ~ -1 F",
  "{for|cost|costs|charged|charge} {peanuts|buttons} ~ +1",
  "sticker shock ~ -2",
  "out of * budget ~ -1",
  "insane|outrageous|ridiculous|crazy|absurd price|prices|quote|bill|fee ~ -2",
  "charge|charged|charges|cost|costs|paid|pay {a lot|a fortune|an arm} ~ -1",
  "you get what you pay for ~ +1 F",
  "{money well spent|well spent} ~ +1",
  "{honored|honoured|stood by|stuck to} {it|that|the number|their word} ~ +1",
  "half|fraction|third|quarter of what ~ +1",
  "{half|a fraction} * what * {others|other|dealer|competitors|everyone else} ~ +1",
  "twice|double what ~ -1",
  "premium ~ -0.5",
  "save|saved|saving * {money|hundreds|thousands|a bundle|a lot|a ton|big} ~ +1",
  "a steal ~ +1",
  "priced right ~ +1",
  "match|matched * price ~ +1",
  "{upcharge|upcharged|up charge|up charged|upcharging} ~ -1",
  "costly ~ -1",
  "{doubled|tripled|skyrocketed|went up|jumped} ~ -1 W",
  "{after hours|weekend|emergency|holiday|overtime} {fee|fees|charge|charges|rate|rates|premium} ~ 0 S",
  "just to {look|show up|come out|tell|diagnose|walk in|take a look|say} ~ -1",
  "{never went over|did not go over|stayed within|stayed under|came in under|came in below|come in under} ~ +1 F",
  "for what * charged|charge|paid|pay|cost ~ -1 W",
  // Second-language English (session 17): "a just price", a "salty" bill.
  "{a|the} just price ~ +1",
  "{price|prices|bill|quote|cost|invoice} * salty ~ -1",
  "{carissimo|caríssimo|carisimo|carísimo} ~ -1",
];

/** Cues of honesty. */
export const HONESTY_CUES: readonly string[] = [
  "honest ~ +1",
  // "Didn't tack on a thing": no extras slipped onto the bill.
  "{did not|never} {tack|tacked} on {a thing|anything|a cent|a penny|a dime|extras|any extras} ~ +1 F",
  // An itemised quote and a bill with no surprises speak of openness, not
  // of the amount (labelled honesty far more often than price). A quote
  // gone through "line by line" is communication, so not here; an
  // itemised bill asked for is no verdict.
  // Given, not asked for ("asked for an itemized bill").
  "{quote|quotes|bill|invoice|estimate|price|pricing|fee|fees} * {was|were|came|is|are|came in|all} {itemized|itemised|broken down} ~ +1",
  "{itemized|itemised|itemizes|itemises} {the|every|each|it|everything|all} ~ +1",
  "{up front|upfront} * {itemized|itemised} ~ +1",
  "no surprise|surprises ~ +1 F",
  // The bill against the quote is honesty (docs/aspects.md: "a bill
  // matching the quote is honesty"); against what the customer expected
  // or budgeted, price.
  "more|higher than * quote|quoted|estimate|estimated|agreed|told ~ -1",
  "{more|higher} than {he|she|they} {wrote|put|had written} {on|in} {the|his|her|their} {quote|quotation|estimate} ~ -1",
  "double|twice|triple * quote|quoted|estimate ~ -1",
  "less|lower than * quote|quoted|estimate|estimated ~ +1",
  "{came in|came|was|were|is|ended up|bill|invoice|charged} * over {the|their|our|my|the written|the original} {quote|estimate|po|purchase order} ~ -1",
  // "Came in $240 over the jetting quote", "sixty dollars over what Sam
  // quoted".
  "{came in|came|ended up|bill|invoice|charged|landed} * {over|north of} {the|their|our|my|his|her} * {quote|estimate} ~ -1",
  // "Came in two hundred dollars above the written quote".
  "{came in|came|ended up|bill|invoice|charged|landed} * above {the|their|our|my|his|her} {written|original|agreed|phone|} {quote|estimate} ~ -1",
  "{came in|came|ended up|bill|invoice|charged} * over what * {quoted|estimated|agreed|promised} ~ -1",
  "under * quote|estimate ~ +1",
  // "On time and on budget": the bill kept to what was agreed.
  "{on budget|within budget|right on budget|bang on budget} ~ +1",
  "exactly * quoted|quote|estimate|estimated ~ +1",
  "{stick to|stuck to|stuck with|honor|honored|honoured} * quote|price|estimate ~ +1",
  // "The quote was the quote": it held, whatever it came to.
  "{the quote|the estimate} {was|is} {the quote|the estimate} ~ +1 F",
  "charge|charged * what * said|quoted|agreed|promised ~ +1",
  "match|matched * quote|estimate|po ~ +1",
  // "The invoice identical to the quote", "$340, exactly what the posted
  // price sheet said": the bill kept to what was written.
  "{identical to|the same as} {the|their|his|her} {quote|estimate|written quote|quoted price} ~ +1",
  "exactly what {the|their|his|her} {price sheet|posted price sheet|posted price|price list|posted rate|website|ad} said ~ +1",
  "{same|exact} * price|rate|amount|number * quoted|promised|agreed|estimated ~ +1",
  "charge|charged * {same|exact} * price|rate|amount|quoted ~ +1",
  "{said|told|says|tells} * {not worth|was not worth|is not worth|no point} {fixing|repairing|replacing|it|the money|doing} ~ +1 F",
  "{another|next|second|other|different|new} {plumber|electrician|company|tech|technician|guy|contractor|opinion|bloke|outfit|firm} * {fixed|repaired|sorted|did it|did the job|solved} ~ -1",
  "{said|told us|told me|say|says} * {was fine|is fine|nothing wrong|nothing was wrong|was okay|looked fine|looks fine|nothing needed|were fine|are fine} ~ +1",
  // Advice against work that is not needed (docs/aspects.md: "told us we
  // didn't need a new one").
  "{said|told us|told me|say|says|reckoned|reckons} * {still good|years left|only needed|only needs|just needed|just needs|did not need|do not need|does not need|was not needed|were not needed} ~ +1",
  "{would not|refused to|did not try to} sell ~ +1 F",
  "{a straight answer|straight answers|tells me straight|told me straight|told us straight|gives it to me straight|gave it to me straight|gave it to us straight} ~ +1",
  "dodgy ~ -2",
  "honesty ~ 0 S",
  "dishonest|dishonesty ~ -2",
  "trustworthy ~ +1",
  "untrustworthy ~ -2",
  "trust ~ +1",
  "transparent|transparency ~ +1",
  "{upfront|up front} ~ +1",
  // A fee told before the work is the mirror of one nobody mentioned
  // beforehand (the labelling rules, session 8).
  "{tell|warn|mention|explain|inform|let * know} * {beforehand|ahead of time|in advance|when i booked|when we booked|before he came|before she came|before they came|before he drove|before coming out} ~ +1 also:communication",
  "{tell|warn|mention|explain|inform} {me|us} about {the|a|their|his|her|any} {fee|fees|minimum|surcharge|charge|charges|rate|trip fee|trip charge|call out fee|callout fee|after hours rate|holiday rate|diagnostic fee} {when i booked|when we booked|when i called|when we called|beforehand|ahead of time|in advance|up front|upfront|on the phone|over the phone|before he came|before she came|before they came} ~ +1 also:communication",
  "{upfront|up front|transparent|honest|straightforward|clear|fair|no nonsense} {price|prices|pricing|quote|quotes|estimate|estimates|rates|billing} ~ +1 also:price",
  "{upfront|up front|honest|transparent|straight} about * {price|prices|pricing|cost|costs|the bill|fees|charges} ~ +1 also:price",
  "{straight shooter|straight with|straightforward with|straight up with|straightforward about} ~ +1",
  "integrity|ethical ~ +1",
  "unethical ~ -2",
  "{upsell|upselling|upsold|up sell|up selling|upsells|upsale} ~ -1",
  "try|tried * sell|push * new|unnecessary|extra|something|stuff|things|anything ~ -1",
  "{trying|tries} to {sell|push|upsell} * {new|unnecessary|extra|something|stuff|things|anything|a|an} ~ -1",
  "without {once|even|} {pushing|upselling|trying to sell|trying to upsell|suggesting we replace|suggesting a new} ~ +1 F",
  "{declined|refused|would not|wouldn't|would n't|did not try|didn't try|did n't try|never tried} to {sell|upsell|push} ~ +1 F",
  "{pressed|pushed|pressured} * {for|toward|towards|into} * {new|replacement|replacing|upgrade|system|unit|plan|membership|most expensive|priciest|top of the line} ~ -1",
  "{at no point|never|not once|without ever} {pressed|pushed|pressured} ~ +1 F",
  "sell|sold * something|stuff|things|anything * {did not need|do not need|unnecessary} ~ -2",
  "pushy ~ -1",
  "{would not|refused to} leave * until ~ -2 F",
  "{sales pitch|salesman|sales tactics|high pressure|hard sell|sales pressure|pressure to buy|pressured|pressuring} ~ -1",
  "no pressure ~ +1 F",
  "{without|not|never} {a|any|one|even a} {hint|trace|whiff|ounce|shred|drop|bit} of {pressure|pushiness|upsell|upselling|sales pressure|a sales pitch|salesmanship} ~ +1 F",
  "{scam|scammed|scammer|scammers|scamming|con artist|con artists|crook|crooks|shady|sketchy|fraud} ~ -2",
  "lie|lied|lying|liar|liars ~ -2",
  "bait and switch ~ -2",
  // Paid twice for one visit (by the customer and by a warranty company
  // or insurer): the labelled sets call it a trick, not a dear price.
  // Not "double charged": a billing error, often put right.
  "{double dipping|double dip|double dipped|double dipper|double dippers} ~ -2 F",
  // Not "a racket", said of a price as often as of a trick.
  "smelled|smelt|smells|felt|feels|sounded|sounds|looked|looks|seemed|seems like a|an {setup|set up|shakedown|con job|grift} ~ -2 F",
  "unnecessary|unneeded repair|repairs|work|parts ~ -2",
  "told|said * {not need|unnecessary} ~ +1",
  "could have * sold|charged|replaced ~ +1",
  "talk|talked * out of ~ +1",
  "instead of replacing|replacement ~ +1",
  "pad|padded|padding the bill ~ -2",
  "taken|take|took advantage ~ -2",
  "misled|mislead|misleading ~ -2",
  "kept * word|promise ~ +1",
  "did what * said ~ +1",
  "stood|stand behind * work|warranty ~ +1",
  "push|pushing|pushed ~ -1",
  "convince|convinced * need|needed ~ -1",
  "want|wanted|tried to replace * {whole|entire|everything} ~ -1",
  "{recommended|suggested|went with|offered} * {cheaper|cheapest|less expensive|repair instead|simple fix|simpler fix|repair over} ~ +1",
  "honor|honored|honoured * {warranty|guarantee} ~ +1",
  // A warranty honoured is honesty positive (the labelling rules, session 8).
  "{sorted|replaced|fixed|covered|handled|repaired|swapped|redid|redone} * under {warranty|guarantee} ~ +1",
  "under {warranty|guarantee} * {no questions asked|no arguments|no argument|no hassle|no fuss} ~ +1 F",
  // Filing the manufacturer's claim for the customer is a warranty
  // honoured; refusing to file it is one refused.
  "{file|filed|files|filing|lodge|lodged|submit|submitted|put in} * {warranty claim|the claim|a claim|the warranty claim} ~ +1",
  "{owned up|took responsibility|admitted} ~ +1",
  "charge|charged|billed * for * {not done|never done|did not do|was not done|never did|never happened} ~ -2",
  "charge|charged|billed|bill|charges|invoice * {never|not|did not|were not|was not} {installed|install|used|use|replaced|replace|performed|perform|done|needed|need|received|provided} ~ -2 F",
  "charge|charged|billed|bill|charges * for * {never|not|did not|were not|was not} {installed|install|used|use|replaced|replace|performed|perform|done|needed|need|received|provided} ~ -2 F",
  "{charge|charges|fee|fees|items|work|repairs|extras} * {never|not|did not|had not} {agreed|agree|authorized|authorised|approved|approve|asked for|requested|discussed} ~ -2 F also:price",
  "{not sure|unsure|doubt|doubtful|question whether|wonder if|wonder whether|not convinced|skeptical|sceptical} * {necessary|needed|required|warranted} ~ -1 F",
  "{not sure|unsure|doubt|doubtful|question whether|wonder if|wonder whether|not convinced|skeptical|sceptical} * {was|were|is|are} * {necessary|needed|required|warranted} ~ -1 F",
  "{fear tactics|scare tactics|fear tactic|scare tactic|scared me into|scared us into|tried to scare} ~ -2",
  "candid ~ +1",
  "frank {assessment|answer|opinion} ~ +1",
];
