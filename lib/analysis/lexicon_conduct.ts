/**
 * Aspect cues of conduct: professionalism (manners, respect, care) and
 * communication (explaining, keeping the customer informed, answering).
 *
 * Entries are `"pattern ~ flags"`, as described in `lexicon.ts`.
 *
 * @module
 */

/** Cues of professionalism. */
export const PROFESSIONALISM_CUES: readonly string[] = [
  "professional|professionally ~ +1",
  // "A professional-looking van" judges how a thing looks, no conduct.
  "professional {looking|photos|photo|pictures|images|website|logo|van|truck} ~ 0 W",
  "{too chatty|too talkative|talked my ear off|talked our ears off|does not stop talking|did not stop talking|never stopped talking|never stops talking} ~ -1 F",
  "without so much as a {sigh|grumble|groan|complaint|eye roll} ~ +1 F",
  "professionalism ~ 0 S",
  "unprofessional ~ -2",
  // Conduct around the home told as what was done (session 13).
  "{parked|parks|parking|blocked|blocking} * {across|in front of|on} * * {driveway|drive|fire lane|lawn|visitor spots|visitor spot|garage} ~ -1",
  "{left|kept} * {truck|van|engine} {idling|running} ~ -1",
  "courteous|courtesy ~ +1",
  "discourteous ~ -2",
  "polite|politely ~ +1",
  "impolite ~ -2",
  "respectful|respect ~ +1",
  "disrespectful|disrespect ~ -2",
  "rude|rudely|rudest ~ -2",
  // Hanging up on a customer is conduct (docs/aspects.md: rude,
  // dismissive), not a failure to inform.
  "{hung up|hang up|hangs up} ~ -2",
  "friendly ~ +1",
  "unfriendly ~ -1",
  "kind:ADJ ~ +1",
  // "Kayla was kind, and yet …" (the tagger reads "kind" there as a noun);
  // never "was kind of short".
  "{@person|he|she|they|tech|technician|plumber|electrician|guy|man|lady|crew|team|staff|everyone|everybody|installer|installers} be {so|very|really|super|always|extremely|} kind {,|.|!|and|to|with} ~ +1",
  "kindness ~ +1",
  "pleasant ~ +1",
  "personable|cordial|gracious|considerate|attentive ~ +1",
  "nice|pleasant|lovely|kind|sweet|friendly|polite * guy|guys|man|men|gentleman|lady|woman|people|person|folks|fellow|crew|staff|bloke|blokes|lad|lads|fella|fellas|chap|chaps|gent ~ +1",
  "good natured ~ +1",
  "a pleasure to * with ~ +1",
  "{class act|true gentleman} ~ +1",
  "treat|treated * {with respect|like family} ~ +1",
  "treat|treated * like * own ~ +1",
  "respectful of * home|house|property ~ +1",
  "condescending|arrogant|snarky|snippy|dismissive|hostile|belligerent|aggressive|argumentative|obnoxious|creepy|jerk|argue|argued|arguing ~ -2",
  "attitude|manners|demeanor|demeanour|behavior|behaviour ~ 0 S",
  "{bad|foul|grumpy|terrible|sour|horrible|awful|lousy} mood ~ -2 F",
  "{good|great|cheerful|happy} mood ~ +1",
  "bedside manner ~ 0 S",
  "customer service ~ 0 S",
  "patient|patiently|patience ~ +1",
  "{gentle|humble|approachable|accommodating|easygoing|down to earth} ~ +1",
  "{a gentleman|a real gentleman|a perfect gentleman|a sweetheart|an absolute sweetheart} ~ +1",
  "{great|good|lovely|wonderful|amazing|brilliant|fantastic|sweet|gentle|kind|patient|gentil|a sweetheart} with {my|our|the} {kid|kids|children|child|dog|dogs|cat|cats|pet|pets|baby|toddler|mom|mum|mother|dad|father|grandma|grandmother|nan} ~ +1",
  "patient * with * question|questions ~ +1 also:communication",
  "impatient ~ -1",
  "curse|cursing|cursed|swear|swearing|swore|yell|yelled|yelling|scream|screamed ~ -2",
  // "He swore the whole time": cursing, where "swore the part was new" is a claim.
  "{swore|swearing|cursed|cursing|cussed|cussing} the {whole|entire} {time|visit|job|way|day|morning|afternoon} ~ -2",
  "on his|her|their phone ~ -1",
  "smoke|smoked|smoking ~ -1",
  "lazy ~ -1",
  "{in a hurry to leave|in a rush to leave|could not wait to leave|eager to leave|in a hurry to get out|rushing to leave|rushed out} ~ -1",
  "{top|good|sound|lovely|nice|great|decent|proper} {bloke|blokes|fella|fellas|chap|chaps} ~ +1",
  // Northern English: "a grand lad", "a gradely lass", "proper gent",
  // "sound as a pound" said of a person; "mardy" is sulky, "a bit short
  // wi' me" curt (text_dialects_northern.ts). A bare "grand lads" is
  // "fine" in the labelled sets.
  "a grand {lad|lass|gent|fella|chap|bloke} ~ +1",
  "{gradely|proper|sound} {lad|lads|lass|lasses|gent|gents|fella|chap|bloke} ~ +1",
  "sound as a pound ~ +1",
  "mardy ~ -1",
  // "I'll not hear a word against her": the reviewer defends the person.
  "hear a word against ~ +1 F",
  // Warm words for the person (session 27): "Top woman.", "a true
  // servant's heart", "so cheerful" ("an angel", "a saint" are vague
  // praise in the labels).
  "=top {man|woman|lady|gal|lad|lass|girl|guy} ~ +1",
  "{servant's heart|servant 's heart|servant heart|heart of gold} ~ +1",
  "{cheerful|cheery|upbeat|warmhearted|warm hearted|good humoured|good humored} ~ +1",
  "{complained|complaining|whined|whining|grumbled|grumbling|moaned|moaning} to {me|us} ~ -1",
  // The customer's things handled as if they were not theirs.
  "{moved|touched|rearranged|shifted|went through} * {things|stuff|belongings|furniture|boxes} * without {asking|permission|a word} ~ -1",
  "{went|walked|wandered|barged} {through|into} * {bedroom|bedrooms|room|rooms|closet|closets|drawers} * without {asking|permission|a word} ~ -1",
  // "Good folks", "just good people", "a good guy": the labelled sets call
  // a person good as a person professionalism (not "good crew": the work).
  "=good {guy|guys|people|folks|egg|eggs|dude|dudes|soul|souls|human|humans} ~ +1",
  "say|said sorry ~ +1",
  // Second-language English: "educated" for polite, "brave" for angry
  // (Romance false friends, session 17).
  "{very|so|super|really|extremely|too|well|much|most|an|a} educated ~ +1",
  "educated {people|person|man|woman|guy|guys|lady|gentleman|technician|technicians|tech|techs|professional|professionals} ~ +1",
  "{attentious|simpatico|simpática|simpático|simpatica} ~ +1",
  "{got|get|gets|getting|was|were|became|very|so|super} brave with {me|us} ~ -2",
  "{rough around the edges} ~ -1",
  "uniform|uniformed ~ +0.5",
  // Care nobody asked for is conduct ("built me a ramp without me
  // asking", "which they didn't have to do"): above and beyond.
  "without {me|us|anyone|anybody} {asking|having to ask} ~ +1",
  "without being {asked|told} ~ +1",
  "{did not|didn't} have to * {do|do that|do it} ~ +1",
  "{went|go|goes|going} out of {his|her|their|the} way ~ +2",
  "introduce|introduced himself|herself|themselves ~ +1",
  "short with ~ -1",
  // "No need for the attitude", "copped an attitude": manners, where a
  // bare "attitude" is only the subject.
  "{no need for|did not need|didn't need|did n't need|uncalled for} {the|that|all the|his|her|their|this} attitude ~ -1 F",
  "had|has|with|got|gave|gives|copped|cop|giving|having {an|a|some|such an|such a|real|a real|a bit of an|a bit of|major|serious} attitude ~ -1 F",
  "bad|poor|nasty|rude|snotty|snarky|smart attitude ~ -1 F",
  "attitude problem ~ -1 F",
  "apologize|apologized|apologise|apologised|apology|apologetic ~ +1",
  "forgot|forget * tools|parts|equipment ~ -1",
  "unprepared ~ -1",
  "{came prepared|well prepared} ~ +1",
  "{office|dispatcher|receptionist|front desk|office staff|office manager|scheduler} ~ 0 W",
  "delight|delightful|gem ~ +1",
  "talk|talked|talks|talking down to ~ -2",
  "distracted ~ -1",
  "{well mannered|clean cut|well groomed|presentable} ~ +1",
  "inappropriate ~ -2",
  "smell|smelled|smelt|reeked like|of * {cigarettes|smoke|alcohol|booze|weed|pot|beer|cigarette} ~ -2",
  "{rolled his eyes|rolled her eyes|eye roll|eye rolling} ~ -2",
  // How the state of a home was met: no remark on the clutter is conduct.
  "{no|without|zero|not one ounce of|not an ounce of} {judgement|judgment|judging} ~ +1 F",
  "{did not|never|not once|without} {judge|judged|judging} ~ +2 F",
  "{without|never once made|never made|did not make} {a|one|a single|any} {comment|remark} ~ +1 F",
  "{did not|never} {even|} {flinch|flinched|blink|blinked|bat an eye|bat an eyelid} ~ +1 F",
  "{without making it weird|did not make it weird|never made it weird} ~ +1 F",
  "{judgy|judgmental|judgemental} ~ -2",
  // Being talked down to, or past ("a man of the house" to talk to).
  "{man of the house|little lady|mansplain|mansplained|mansplaining|patronizing|patronising} ~ -2",
  "{talked over me|talk over me|talks over me|talking over me|talked past me} ~ -2",
  "{would only talk to|only talked to|would only speak to|only spoke to|kept talking to|answered} {my|the} {husband|son|ex|ex-husband|neighbor|neighbour|dad|father|brother|boyfriend|partner} ~ -2",
  "{like i was five|like i was a child|like a child|like i was stupid|like an idiot} ~ -2",
  "like i had a brain in my head ~ +2 F",
  "{sighed|sighing|muttered|muttering|tutted|tutting} ~ -1",
  "{grumpy|cranky|surly|gruff|grouchy|irritable|moody|short tempered|annoyed|snippy|stroppy|curt} ~ -1",
  "blame|blamed|blaming * {us|me|previous|other|the last|someone} ~ -1",
  "excuse|excuses ~ -1",
  "{acted like|made me feel|treated me like|treated us like} * {bothering|burden|stupid|idiot|nuisance|inconvenience|dumb} ~ -2",
  "checking|texting|scrolling * phone ~ -1",
  "{looking at|looked at|staring at|glued to} {his|her|their} phone ~ -1",
  // Not "pros": it heads a list ("Pros: on time") or names a firm
  // ("Power Pros").
  "pro ~ +1",
  "@person|he|she|they|tech|technician|plumber|electrician|guy|man|lady|crew|team|staff|everyone|everybody|installer|installers be * nice|sweet|lovely ~ +1",
  // Furniture moved for the work (session 30, from the misses of batch
  // 739): put back exactly as it was is conduct, left in the way is not.
  "{put|puts|putting|moved|set} {it|them|everything|it all|all of it|the furniture|my furniture|our furniture} back {exactly|just} {where|how|the way|as} ~ +1",
  "{he|she|they|@person|tech|plumber|electrician|installer|crew} {moved|shifted|pushed|shoved} * {table|chair|chairs|couch|sofa|furniture|bed|dresser} * {walkway|hallway|doorway|path} ~ -1",
  "so {i|we|nobody|no one} {would not|wouldn't|would n't|would not have to|did not|didn't} {trip|fall|stumble|bump} ~ +1 F",
  "{stayed|stays|stuck around|hung around} {on|behind|late|after|around|} to make sure ~ +1",
  "{have|get|ask} someone {to read|read} it {to you|for you} ~ -1 F also:communication",
];

/** Cues of communication. */
export const COMMUNICATION_CUES: readonly string[] = [
  // Registering a new unit's warranty is the paperwork of the job.
  "{register|registered|registering} * {warranty|unit|furnace|generator|water heater|boiler|it} ~ +1",
  "communication|communicate|communicating|communicative ~ 0 S N-1",
  "communicator ~ 0 S",
  "miscommunication ~ -1",
  // "Called the day before": a heads-up ahead of the visit.
  "{called|rang|phoned|texted} {the|on the} {day|night|evening} before ~ +1",
  // "Kickoff call was great, then it was crickets"; "set expectations up
  // front"; "things nobody tells you" is a heading, no silence.
  "{then it was|it was|then|just|nothing but|total|complete|dead} crickets ~ -1",
  "{set|setting|sets} {expectations|clear expectations|the expectations} ~ +1",
  "{things|what} nobody tells you ~ 0 W",
  "explain|explained|explains|explaining ~ +1",
  "explanation|explanations ~ 0 S N-1",
  "walk|walked * through ~ +1",
  "keep|kept * {informed|updated|posted|in the loop|updates} ~ +1",
  "text|texted|texting|send|sent|email|emailed|message|messaged * updates|update|pictures|photos|picture|photo|video ~ +1",
  "update|updates ~ 0 S N-1",
  "=updated ~ +1",
  "responsive ~ +1",
  "unresponsive ~ -2",
  "respond|responded|response ~ 0 W N-1",
  "return|returned * call|calls|message|messages|email|emails|text|texts|voicemail|voicemails ~ +1",
  "call|called|calls back ~ +0.5 N-1",
  "hear|heard back ~ +0.5 N-1",
  "text|texted|call|called|message * on * way ~ +1",
  // A pasted thread's line from the technician or the office ("[5:47 PM]
  // Richie: on my way, 15 min out", "Bluebird: Reminder: Jaz arriving").
  "{@person|@business} : {on my way|on the way|omw|otw|pulling up|running * behind|running late|reminder|heads up} ~ +1",
  "call|called|rang|ring|phoned|text|texted|messaged * to {say|let|tell|warn|explain|update} ~ +1",
  "call|called|ring|rang|phone|phoned ahead ~ +1",
  "{a|gave|give|got|get|giving|the|good} heads up ~ +1",
  "let|lets * know ~ +0.5 N-1",
  "answer|answered * question|questions ~ +1",
  "answer|answered * phone|call|calls ~ +0.5 N-1",
  "ghost|ghosted ~ -2",
  // "My texts to the office go unanswered", "four unanswered emails".
  "unanswered ~ -1",
  "{call back|called back|calls back|callback|got back|get back|heard back|responded|replied|returned * call|answer|reply|response|quote back|estimate back|price back} * {within|in} * {minutes|an hour|the hour|hour|seconds|no time|a few minutes} ~ +2",
  "{got|get|had|received|sent|send} * {quote|estimate|reply|answer|response|price} * {within|in} * {minutes|hour|an hour|the hour|hours|a day|the day|no time} ~ +1",
  "chase|chased|chasing ~ -1",
  "callback|callbacks ~ 0 S N-1",
  "{never|not} {got|get|received|receive|heard|hear} * {reply|response|answer|callback|call back|quote|estimate|anything|word|a thing|a peep} ~ -1 F",
  "{without|no|not even|never got|never received} {a|any|no|so much as a|so much as|even a|} {call|text|phone call|warning|heads up|explanation|update|word|notice|courtesy call|advise|advice} ~ -1 F",
  "{a different answer|different answer|different story|different excuse|different stories|different excuses} ~ -1",
  // An explanation lost in jargon is no explanation; "no jargon" is one.
  "{so much|too much|full of|lots of|a lot of|heavy on|buried in} jargon ~ -1",
  "{no|without|zero|without any|free of|minus the} jargon ~ +1 F",
  "before {anyone|someone|somebody} {picked|pick|answered|answer|called|call|got|get|responded|rang} ~ -1 F",
  "{no one|nobody} {answers|answered|answer|picks|picked|pick|responds|responded|returns|returned|got back|gets back|calls back|called back|rings back|rang back} ~ -2 F",
  "{who|that|anyone|someone|they|actually|finally|always} {picked|pick|picks} up ~ +0.5 N-1",
  "pick|picked|picks up * {phone|calls|call} ~ +0.5 N-1",
  "talk|talked|talks * through ~ +1",
  "follow|followed up ~ +0.5 N-1",
  "follow up ~ +0.5 N-1",
  // After the job: a call to check the work, or marketing that won't stop.
  "{called|phoned|rang|texted|emailed|messaged|followed up|checked in|came back} * * {to check|to make sure|to ask how|to see how|to see if|to ask if|to ask whether} ~ +1",
  "{stop texting|stop calling|stop emailing|keeps texting|keep texting|kept texting|spam|spammed|spamming|promo texts|promo emails|sms promos} ~ -1",
  "{still waiting on|still waiting for|never got|never received|no} {my|the|an|a} {receipt|invoice|final invoice|certificate|paperwork} ~ -1 F",
  "reach|reached ~ 0 W N-1",
  "hard|impossible|difficult to {reach|get ahold|get a hold|get hold|contact} ~ -2",
  "on hold ~ -1",
  "go|went|goes * {voicemail|voice mail} ~ -1 F",
  "{kept getting|keep getting|got|only got|just got|straight to} {a|an|the} {machine|answering machine|recording|robot} ~ -1 F",
  "leave|left * {voicemail|voicemails|messages} ~ -1 F",
  "hold music ~ -1",
  "listened|listens ~ +1",
  "listen:VERB ~ +1",
  "informative ~ +1",
  "easy to talk to ~ +1",
  "{plain english|layman 's terms|laymans terms|terms i could understand} ~ +1",
  // With Deaf or hard-of-hearing customers: speaking so as to be read,
  // writing things down.
  "{talk|talked|talks|spoke|speak|speaks|speaking} * {slow|slowly|clearly|plainly} ~ +1",
  "{easy|easier} to {lipread|lip read|lip-read|understand} ~ +1",
  "{cannot|can not|could not|can't|couldn't|could n't|ca n't} {lipread|lip read|lip-read} ~ -1 F",
  "{faced|face|faces|facing|looked at|looks at|look at} me|us {when|while|whenever|every time} * talk|talked|talking|talks|spoke|speaking|spoken|explaining|explained ~ +1",
  "{did not|didn't|did n't|never|would not|wouldn't|would n't} face|faced me|us ~ -1 F",
  "{wrote|writes|typed|types|jotted} {everything|things|it all|all of it} {down|out} ~ +1 F",
  "{wrote|write|writes|typed|types|type|drew|draw|draws} {me|us|it|everything|the price|the steps|every step|each step|what} * on {his|her|their|my|a|the} {phone|pad|notepad|notebook|paper|whiteboard|tablet} ~ +1",
  "confirm|confirmed * appointment|time ~ +1",
  "reminder|reminders ~ +0.5",
  "eta ~ 0 W",
  "the phone ~ 0 W",
  "show|showed|shows me|us ~ +1",
  "call|called|ring|rang|phone|phoned|text|texted|email|emailed to confirm ~ +1 N-1",
  "{no one|nobody} {told|tell|called|contacted|warned|informed|bothered} ~ -2 F",
  "{never|not|was not|were not|did not} {told|tell|informed|inform|warned|warn|notified|notify|mentioned|mention} {about|of|that|us about|me about|us of|me of} ~ -1 F",
  "warn|warned|inform|informed|notify|notified us|me ~ +0.5 N-1",
  "reach|reached|get|got * {human|live person|real person} ~ +0.5 N-1",
  "still waiting ~ -1",
  "easy to {read|understand|follow} ~ +1",
  "call|called|calls ~ 0 W N-1",
  // "Wouldn't call the quote cheap", "not what you'd call warm": to call
  // a thing something describes it, no phone call.
  // The negator stays out of the cue, in its gap, to negate what the thing
  // is called.
  "{would|could} * call {it|that|this|the|them|him|her|his|their|its} ~ 0 W",
  "what you would call ~ 0 W",
  "take|took|send|sent|show|showed * photos|pictures|video|videos ~ +1",
  "{different answers|conflicting answers|mixed messages|conflicting information|contradicted} ~ -1",
  "vague|unclear|confusing ~ -1",
  "teach|taught|teaching|educate|educating ~ +1",
  "educated {me|us|my|our|her|him|them} ~ +1",
  "easy to {reach|contact|get ahold of|get hold of} ~ +1",
  "{communicated|communicates|communicate} {well|clearly|great|nicely} ~ +1",
  "reply|replied|replies ~ 0 W N-1",
  "kept * in the dark ~ -2",
  "tell|told * us|me ~ 0 W N-1",
  "language barrier ~ -1",
  // "Three different dates", "two different prices for the same job": the
  // office's messages contradict each other.
  "{two|three|four|five} different {day|days|dates|times|answers|stories|prices} ~ -1",
  "give|gave|given * {arrival time|eta|time frame|timeframe|window|update|heads up|estimate of} ~ +1 N-1",
  "answer|answered|answering * * question|questions ~ +1",
  "call|called|ring|rang|phone|phoned|ask|asked|email|emailed|text|texted|message|messaged|chase|chased * {times|twice|several times|multiple times|repeatedly|again and again} ~ -1",
  "get|got|gets back to * me|us ~ +0.5 N-1",
  "mumble|mumbled|mumbling ~ -1",
  "confirm|confirmed|confirmation ~ +1 N-1",
  "call|called|text|texted * {from the driveway|before * arrived|ahead|to let us know|to let me know|when * on * way} ~ +1",
  "took|take * {days|weeks|forever|a week|ages} to {call|get back|respond|reply|return} ~ -2",
  "send|sent * {invoice|quote|estimate|receipt|report|paperwork|bill|photos} ~ 0 W N-1",
  // Photos, records or paperwork sent to the customer's insurer or
  // warranty company on the customer's behalf: keeping the other party
  // informed (the labelling rules: photos of the fault are communication).
  // Not an invoice, which customers send their insurers themselves.
  "send|sent|sends|email|emailed|emails|forward|forwarded|submit|submitted|upload|uploaded * photos|photo|pics|pictures|paperwork|records|report|reports|documentation|video|videos|footage|notes|readings|findings * to * insurer|insurers|insurance|adjuster|warranty|claims ~ +1",
  "photos|photo|pics|pictures|paperwork|records|report|reports|documentation|video|videos|footage|notes|readings|findings * sent|emailed|forwarded|submitted|uploaded to * insurer|insurers|insurance|adjuster|warranty|claims ~ +1",
  "explain|explained|told|tell|say|said|communicated|answered * nothing ~ -2 F",
  // With blind and low-vision customers (session 30, from the misses of
  // batch 739): the work described aloud or given to the hand, and
  // paperwork a screen reader can or cannot read. The customer describing
  // a noise is not this (expertise, when the technician knew from it).
  "{he|she|they|@person} {described|describes|describing} {everything|where|what|how|each|every|it all|all of it|exactly|bit by bit|step by step} ~ +1",
  "{described|describes|describing} * * to {me|us} ~ +1",
  "{asked|ask|asking} {him|her|them} to describe ~ +1",
  "{let|lets|letting} {me|us} {hold|feel|touch|handle} {the|a|} {old|corroded|broken|burnt|bad|failed|cracked|worn|rusted|rotted|snake|chunks|chunk|part|cable|pipe|root|roots|crack|pinhole|valve|fitting} ~ +1",
  "{guided|guide|guides|guiding|placed|moved} {my|our} hand ~ +1",
  "so {i|we} {could|can|would} {picture|visualise|visualize|understand|feel|follow} ~ +1",
  "so {i|we} {always|} {knew|would know} where {he|she|they} {was|were|had|'d} ~ +1",
  "accessible {pdf|format|version|copy|invoice|receipt|quote|estimate|document|documents|paperwork|file|email|report} ~ +1",
  "{screen reader|screenreader} {just|only} {says|said|reads|read} ~ -1 F",
  "{screen reader|screenreader} {cannot|can not|can't|ca n't|could not|couldn't|could n't} {read|handle|open} ~ -1 F",
  "{tiny|microscopic} {font|print|writing|type|text} ~ -1",
  "{could not|couldn't|could n't|cannot|can not|can't|ca n't} {even|} read {the|his|her|their|this|that} {paper|paperwork|invoice|receipt|quote|estimate|contract|form|bill|report} ~ -1 F",
  "{invoice|receipt|quote|estimate|paperwork|contract|bill} * {scanned|handwritten} {picture|image|photo|copy|sheet} ~ -1",
  "{invoice|receipt|quote|estimate|paperwork|contract|bill} still {came|comes|arrived|arrives} on paper ~ -1",
  "{never|did not|didn't|did n't|without} {ask|asked|asking|check|checked|checking} {whether|if} {i|we} {could|can} ~ -1 F",
];
