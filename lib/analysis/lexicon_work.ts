/**
 * Aspect cues of the work itself: its quality, the expertise behind it,
 * and the cleanliness of the site afterwards.
 *
 * Entries are `"pattern ~ flags"`, as described in `lexicon.ts`.
 *
 * @module
 */

/** Cues of quality. */
export const QUALITY_CUES: readonly string[] = [
  "work|job ~ 0 W",
  "workmanship|craftsmanship ~ 0 S",
  "quality ~ 0 S",
  "{on spec|up to spec} ~ +1",
  // "The 200-amp service went in clean": an install that went without fault.
  "{went|goes|go} in {clean|cleanly} ~ +1 F",
  // "Can't find a thing wrong with them": looked for faults, found none.
  // The reviewer's own search: a technician who "couldn't find anything
  // wrong" with a fault that stayed is another story.
  "{i|we} {can not|could not|cannot} find {a thing|anything|a single thing|one thing|a single one|one} * {wrong|out of line|crooked|off|amiss|to fault} ~ +1 F",
  "repair|repairs|installation|install ~ 0 W",
  "{result|results|finished product} ~ 0 W",
  "quality work|job|repair|installation|install|materials|parts ~ +1",
  "cheap parts|materials|fixture|fixtures|fix|repair|job|work|patch ~ -1",
  "=fixed|=repaired|=resolved|=solved|=cleared|=unblocked|=unclogged|=sorted|=mended ~ 0 W N-1",
  "fix|repair|resolve|solve ~ 0 W N-1",
  "need|needs|needed * fixed|fixing|repaired ~ 0",
  "problem solved ~ +1",
  "already * {rusting|rusted|leaking|broken|failing|failed|cracked|loose|dripping|noisy|corroded|corroding|peeling|sagging|falling} ~ -2",
  "{did not|does not|didn't|will not|would not|never|wont} {kick|kicks|kicked} {on|in} ~ -2 F",
  "{came|come|turned|turn|comes|turns} out {great|perfect|perfectly|beautiful|beautifully|amazing|well|nice|lovely|fantastic|brilliant|awesome|stunning|gorgeous|good|unreal|excellent|better than} ~ +1",
  "{came|come|turned|turn|comes|turns} out {bad|terrible|awful|poorly|badly|wrong|crooked|uneven|worse} ~ -1",
  "had * {fixed|replaced|sorted|working|repaired|installed|swapped|changed|flowing|draining} {by|before|within|in under|in} ~ +1",
  "unclog|unblock ~ +0.5 N-1",
  "{did not|would not|never|will not} {leave|stop|quit|give up|rest} until ~ +1 F",
  "{has not|have not|had not|not|never} {leaked|leak|run|ran|dripped|drip|clogged|tripped|trip|backed up|flickered|failed|broken|broke|blocked|budged|missed a beat|given us trouble|given us any trouble|had an issue|had a problem|had any issues|had any problems} * since ~ +1 F",
  "do|did|done * properly ~ +1",
  "{make|making|makes|made} {a racket|a noise|noise|a horrible noise|a weird noise|a grinding noise|a banging noise|a loud noise|a strange noise|a funny noise} ~ -1",
  "{wiring|install|installation|work|job|pipework|pipes|solder|soldering|joints|finish|panel|tiling|tile work|workmanship} {is|was|looks|looked|are|were|look} * {clean|neat|tidy|immaculate|spotless|pristine|flawless|textbook} ~ +1",
  "{clean|neat|tidy|immaculate|spotless|pristine|cleanest|neatest|tidiest} {wiring|install|installation|pipework|soldering|joints|finish|panel|tiling|tile work|workmanship|install job} ~ +1",
  "do|done|did {it|everything|the job|things|the work} right ~ +1",
  "right the first time ~ +1",
  "first time right ~ +1",
  "work|works|working|worked|run|runs|running {great|perfectly|perfect|fine|flawlessly|beautifully|smoothly|like new|like a charm|like a dream|well|better|quieter|smoother|cooler|warmer|more efficiently|quietly} ~ +1",
  "{now works|now working|working again|up and running} ~ +1",
  "no problem|problems|issue|issues|leak|leaks * since ~ +1 F",
  "{has not|have not|had not|has n't|have n't|hasn't|haven't|not|never} been {slow|clogged|blocked|backed up|cold|loud|noisy|a problem|an issue|any trouble} since ~ +1 F",
  "going|goes|went|running|runs|ran|working|works|worked|humming|hums|purring|purrs like a dream|charm|treat|bomb|beauty|top|swiss ~ +1",
  "cools|cooled|cooling|heats|heated|heating|warms|warmed|warming * quicker|faster|better ~ +1",
  // The home kept warm or cool since the work (session 27): "the kids'
  // rooms have stayed toasty all winter since", "been warm ever since".
  "{stayed|been|kept|staying|keeps} * {warm|toasty|cozy|cosy|comfortable|cool} {ever since|since|all winter|all summer|since then} ~ +1",
  "{holds|held|holding} {the cold|the heat|temperature|its temperature|the temperature} ~ +1",
  "{has not|have not|had not|has n't|have n't|hasn't|haven't|not|never} {so much as|even} {coughed|hiccuped|hiccupped|sputtered|flickered|dripped|leaked|tripped|gurgled|clunked} ~ +1 F",
  "{has not|have not|has n't|have n't|hasn't|haven't} {faltered|coughed|hiccuped|sputtered|skipped a beat|let us down|quit} ~ +1 F",
  // What the work did for the bills ("our electric bill dropped by a third").
  "{electric|electricity|energy|power|gas|utility|hydro|heating|cooling} bill|bills * * {dropped|fell|halved|plummeted|went down|gone down|going down|came down|is down|was down|is lower|was lower|are lower|are down} ~ +1",
  "problem|problems|issue|issues|trouble * {ever since|since then} ~ -1",
  "still * {leak|leaking|leaks|drip|dripping|clogged|broken|smells|tripping|not working|flicker|flickers|flickering|rattles|rattling|buzzes|buzzing|sparks|sparking|runs|running|wobbles|trips|backs up|backing up|no heat|no hot water|blows|blowing|blocked|dead|noisy|banging|warm air|cold air} ~ -2",
  "still {not|do not|does not|is not} work|working|fixed ~ -2",
  "still have|has|had * problem|issue|leak|noise ~ -2",
  "leak|leaked|leaking|break|broke|clog|clogged|fail|failed|stop|stopped|die|died|trip|tripped|quit|block|blocked|flood|flooded * {again|twice|three times} ~ -2",
  "start|started|began|starts|begins {leak|leaking|dripping|clogging|tripping|flickering|backing up|rattling|buzzing|smelling|acting up|clicking|wobbling|humming|sparking|squealing|squeaking|grinding|banging|overheating|smoking} ~ -1",
  "start|started|began|starts|begins {running|leaking|dripping|clogging|tripping|flickering|backing up|rattling|buzzing|acting up} again ~ -2",
  "{only|barely|just} {lasted|held|held up|worked} ~ -2 F",
  "again {the|that} {next day|next morning|following day|same day|same afternoon|same evening|day after|next week|following week} ~ -1",
  "{got|get|gets|getting} {the job|the work|it|things|everything} done ~ +1",
  "problem|issue|leak|clog|noise|drip|smell|issues|problems|leaking|dripping * come|came|is|was|were|are back ~ -2",
  "problem|issue|leak|clog|noise * returned|reappeared ~ -2",
  "had to call|hire|get * another|different|second|new * company|plumber|electrician|contractor|tech ~ -2",
  "had to {come back|return} * times|twice ~ -1",
  "{redo|redone|re do|re done} ~ -1",
  "botch|botched ~ -2",
  "shoddy|sloppy|careless|rushed|hurried ~ -2",
  "rush job ~ -2",
  "{half assed|hack job|hack} ~ -2",
  "cut|cutting corners ~ -2",
  "damage|damaged|scratched|dented|scuffed ~ -1",
  // Damage told as what happened (docs/aspects.md: "damage caused"): "three
  // long gouges in the vinyl", "put his knee through the ceiling", "a
  // screw straight through the drain pipe", "cracked a tile".
  "gouge|gouged|gouges|gouging|chipped ~ -1",
  "{knee|foot|boot|leg|ladder} through ~ -2",
  "{screw|nail|drill|bit|staple} * through * {pipe|line|drain|wire|cable|ceiling|wall|floor} ~ -2",
  "{cracked|broke|smashed|shattered} {a|the|our|my|two|three|four|five|six|several|some|her|his} * {tile|tiles|window|vase|frame|glass|mirror|fixture|counter|countertop|sink|toilet|basin} ~ -1",
  "{left|put|made} a {hole|dent|scratch|gouge|chunk|crack} ~ -1",
  "hole|holes in * wall|walls|ceiling|drywall ~ -1",
  "{thorough|thoroughly|meticulous|detail oriented|attention to detail} ~ +1",
  "solid work|job|install|installation ~ +1",
  // British: "made a proper job of the guttering".
  "{made|make|makes|making|did|done} a proper job ~ +1",
  // Northern English: "done proper", the work "sound as a pound" (a person
  // so is professionalism); "done right enough" is adequate.
  "{done|did|fixed|sorted|fitted|finished|installed} proper ~ +1",
  "{it|that|job|work|install|repair|wiring} {is|was} sound as a pound ~ +1",
  "{done|did|fixed|sorted|fitted|works|worked|working} right enough ~ 0 F",
  "{look|looks|looked|looking} {smart|very smart|right smart|dead smart|champion} ~ +1",
  "precise work|job|install|installation|wiring ~ +1",
  "clean|neat|tidy install|installation|work|job|wiring|lines|solder ~ +1",
  "held|hold|holding up ~ +1 W",
  "=lasted ~ +1 W",
  "{did not|does not|never|would not|will not} {last|hold|hold up} ~ -2 F",
  "fail|failed|broke|quit|died|stopped * {within|after} * {day|days|week|weeks|month|months} ~ -2",
  "fail|failed|broke|quit|died|stopped * {day|days|week|weeks|month|months|hours} {after|later} ~ -2",
  // What happened after the job tells the work (docs/aspects.md: quality
  // shows in the result): the problem back, or gone for good.
  "{backed up|clogged|leaking|dripping|slow|blocked|flickering|tripping} * {day|days|week|weeks|fortnight|month|months} later ~ -2",
  "{day|days|week|weeks|fortnight|month|months} later * {again|backed up|clogged|leaking|dripping|warm air|cold air|no heat|no hot water} ~ -2",
  "{stink|smell|leak|clog|problem|issue|noise|it|drip|rattle} {came back|was back|is back|returned} within {a|the|two|three|a few|a couple of} {day|days|week|weeks|fortnight|month|months} ~ -2",
  "{slow again|clogged again|blocked again|leaking again|dripping again} within {a|the|two|three|a few|a couple of} {day|days|week|weeks|fortnight|month|months} ~ -2",
  "right back to ~ -1",
  "{times|trips|visits|callbacks} * {for|about} the same {problem|issue|thing|leak|clog|drain|toilet|fault|blocked|running|leaking} ~ -2 F",
  "{smell|stink|odor|odour|smells|noise|rattle|leak|leaks|clog|dust} * {gone|is gone|has been gone|went away|disappeared|vanished} ~ +1",
  "{hard to spot|basically invisible|practically invisible|barely visible|can barely see|can not even tell|could not even tell|can not even see|could not even see} ~ +1",
  "{not a chip|not a scratch|not a scuff|without a scratch|without a chip|without a scuff} ~ +1 F",
  "{done|did|installed|performed|completed|executed|fixed|repaired} {well|nicely|properly|correctly|professionally|neatly} ~ +1",
  "{installed|fitted|done|wired|plumbed|mounted} {really|very|super|so|nice and} {clean|neat|tidy|neatly|cleanly|tidily} ~ +1",
  // How loud the equipment they put in runs is its quality.
  "new {unit|system|furnace|heater|heat pump|ac|a/c|compressor|mini split|condenser|air handler|fan|boiler|pump|charger|dryer} * * {loud|louder|noisy|noisier|rattly|racket|roars|whines|howls} ~ -1",
  "took|take|takes * {visits|trips|tries|attempts|goes|callouts|call outs} to {fix|get|sort|solve|repair|finish|resolve} ~ -1 also:expertise",
  "{unfinished|incomplete|half done|half finished} ~ -2",
  "take|takes|took pride ~ +1",
  "get|got|gets * back {on|up and running|working} ~ +1",
  "worse than before ~ -2",
  "{worse|louder|noisier} than * before ~ -2",
  "wobble|wobbles|wobbly|crooked|uneven|lopsided|loose ~ -1",
  "job|work|install|installation|wiring|repair was|is {a mess|a disaster|a nightmare|a joke} ~ -2",
  "look|looks|looked ~ 0 W",
  "pass|passed|passes|passing * inspection|code ~ +1",
  "{exposed wires|live wires|safety hazard|fire hazard|code violation|not up to code|unsafe|dangerous} ~ -2",
  "speak|speaks for itself ~ +2",
  "ran|runs|running constantly ~ -1",
  "leak|drip|flicker|wobble|trip|clog|stop|die|fail|break|rattle|smell|buzz|hum|overflow|freeze|cycle|sag|lean * {again|constantly|nonstop|all the time|every night|every day|every time|ever since|since then} ~ -2",
  "{back up|backs up|backed up|backing up} * {again|constantly|every|ever since} ~ -2",
  // Not "kept tripping" or "kept backing up": mostly the fault that was
  // called in, not the work failing.
  "keep|keeps|kept * {leaking|dripping|flickering|clogging|breaking|failing|stopping|rattling|running|smelling|buzzing} ~ -2",
  "bone dry ~ +1",
  "barely * {did|touched|looked|checked|changed|spent|cleaned|tested|inspected} ~ -2 F",
  "bare minimum ~ -2",
  "{knocked it out of the park|hit it out of the park|nailed it|crushed it|home run} ~ +2",
  "{hot water|heat|power|water|ac|air|cooling|heating} back ~ +1",
  "{work|job|install|installation|wiring} {is|was|looks|looked} {clean|neat|tidy} ~ +1",
  "install|installed|wired|done|mounted|hung {neatly|cleanly} ~ +1",
  "fail|failed|failing|fails * inspection ~ -2",
  "{band aid|bandaid|temporary fix|quick fix|patch job|bandaid fix} ~ -1",
  "sloppily|carelessly|poorly done ~ -2",
  "wrong {part|parts|size|model|fitting|breaker|wire} ~ -1",
  "forgot|forget to * {reconnect|turn|install|tighten|connect|hook|close|replace|put} ~ -1",
  "{rat 's nest|rats nest|spaghetti} ~ -2",
  "{come back|came back|coming back} ~ 0",
  "no longer {leak|leaks|leaking|drip|drips|dripping|dim|dims|flicker|flickers|trip|trips|tripping|clog|clogs|backs up|smells|rattles|bangs|runs} ~ +1 F",
  "no more {leaks|leak|drips|clogs|backups|backup|cold showers|noise|flickering|tripping|smell|problems|issues|trouble} ~ +1 F",
  "stay|stayed|stays|kept * dry ~ +1",
  // "Cleared the drain" alone tells the job, not its quality.
  "clear|cleared * {clog|blockage|pipe|the block} ~ +1",
  "make|made sure * {work|worked|working|works|right|running} ~ +1",
  "make|made|makes a {big|huge|real|noticeable|world of|night and day|major|massive} difference ~ +1",
  "{under delivered|underdelivered} ~ -1",
  "still {not|do not|does not|is not|are not|did not|has not|have not|will not|can not} * {work|working|works|fixed|right|done|finished|drain|draining|drains|heat|heating|cool|cooling|run|running|vent|venting|flush|flushing|fix|fixing|hold|holding} ~ -2 F",
  // Results told over time, the contract's "no more problems" and "works
  // great" in other words (session 8, from the misses of the held-out
  // author groups).
  "{has not|have not|never|not} {given|caused} * {trouble|grief|problem|problems|issue|issues|a problem|a day of trouble|any trouble} ~ +1 F",
  "{no|zero|not a single|not one} {backups|backup|leaks|leak|clogs|problems|issues|trouble} since ~ +1 F",
  "{charging|cooling|heating|draining|flushing|pumping|charges|cools|heats|drains} {perfectly|great|flawlessly|like new|like a dream|beautifully} ~ +1",
  "{problem|issue|leak|noise|smell|clog} * still there ~ -2 F",
  // The look of the result and how it held up, judged without the word
  // "quality" (session 13, from the misses of batches 139-146): "conduit
  // dead straight", "you'd never know anyone was in the
  // wall", "sailed through the re-inspection", "died at 13 months",
  // "scratches in our new hardwood".
  "{sits|sit|looks|look|hangs|hung|runs|left it|left them|perfectly|dead|nice and} {level|straight|plumb|square|flush|centred|centered|even|symmetrical|lined up} ~ +1",
  // Not "is level", "was straight", "is even": "the charger is Level 2",
  // "he was straight with us" (honesty), "it was even cheaper".
  "{is|was|are|were} {plumb|flush|centred|centered|symmetrical|lined up} ~ +1",
  "{off center|off centre|off level|out of level|out of plumb|not centered|not centred|not level|not straight|not flush|do not match|does not match|did not match|mismatched} ~ -1 F",
  "{would never know|'d never know|never know|can barely see|could barely see|can hardly see|can hardly tell|can barely tell|cannot even tell|can not even tell} ~ +1 F",
  "{sailed|breezed|flew} through * {inspection|re-inspection|re inspection|reinspection|winter|storm|freeze|outage} ~ +1",
  "{came|come|got|made it} through * {storm|freeze|winter|winters|outage|hurricane|cold snap|heat wave|heatwave} ~ +1",
  "{died|quit|failed|broke|gave out|stopped working|went out|cracked|leaked} {at|after|around|about|within|in} * {month|months|year|years|weeks} ~ -2",
  "{scratches|scratch|scuffs|scuff marks|ruts|rut|dents|dent|gouges|cracks|crack|burn mark|burn marks} {in|on|across|all over|right where} ~ -1",
  // A fault measured against itself before the visit, as scientists and
  // engineers write it (session 29, from the misses of batches 724-729):
  // "keeps tripping exactly as often as before", "a null result", "three
  // weeks later: no recurrence", "warm and damp again", "draining fine for
  // two months", "stayed ice cold right through the heat wave".
  "{as often as|as bad as|as loud as|as much as|no better than|no different than|no different from|no different to} before ~ -2 F",
  "null result ~ -2 F",
  "{no|zero|without any|without a} {recurrence|recurrences|relapse} ~ +1 F",
  // A drain cleared again and again: "snaked twice in 30 days".
  "snaked|cleared|unclogged|jetted|rodded|fixed|repaired|patched twice in|within * day|days|week|weeks|month|months ~ -1 F",
  "snaked|cleared|unclogged|jetted|rodded|fixed|repaired|patched three|four times in|within ~ -1 F",
  "{damp|wet|soggy|moist|leaky|drippy} again ~ -2",
  "{been|kept|stayed} {draining|running|working|cooling|heating|flowing|charging} {fine|great|well|perfectly} {for|since|ever since} ~ +1",
  // "It's been fine all winter"; "still throwing the same error code".
  "been {fine|great|perfect|good} {all winter|all summer|all year|ever since|since then} ~ +1",
  // The final state after a call-back: "it's been solid since".
  "been {solid|rock solid|flawless|perfect|great} {since|ever since} ~ +1",
  // "The unit has been fine for four months now", "has performed without
  // incident since": the fix lasted.
  "been {fine|great|perfect|solid|rock solid|flawless|trouble free} for * {weeks|months|years} ~ +1",
  "{performed|run|ran|worked|running|working|performing} without {incident|a hitch|a hiccup|an issue|a problem} since ~ +1",
  // The final state after a call-back, in more words (session 34, from
  // the misses of batches 826-840): "it has held since Easter", "it's been
  // steady for three months", "6 months with no problem now", "clear ever
  // since", "three months on it still runs freely".
  "been {steady|clear|dry|quiet|reliable|trouble free|problem free} {for|since|ever since} ~ +1 F",
  "{weeks|months|years} {with no|without a|without any} {problem|problems|issue|issues|trouble|hiccup|backup|backups|leak|leaks} ~ +1 F",
  "{clear|dry|quiet|steady|solid} ever since ~ +1 F",
  "{has|have} held since ~ +1 F",
  // Not "had it running clear in twenty minutes": the drain cleared, no
  // verdict yet.
  "{runs|running|ran|drains|draining|drained|flows|flowing} freely ~ +1 F",
  "still {throwing|showing|giving|flashing} * {error|code|fault} ~ -2",
  // Furniture feet set back in their carpet dents: care, no damage.
  "{feet|legs} * {dents|dent|indentations} {in|on} the {carpet|rug} ~ 0 W",
  "{stayed|stays|kept|keeps|staying} * {warm|toasty|cool|cold|ice cold} {right through|all through|through} ~ +1",
  "@service ~ 0 W",
];

/** Cues of expertise. */
export const EXPERTISE_CUES: readonly string[] = [
  "knowledgeable|knowledgable|knowledgeble ~ +1",
  "knowledge ~ 0 S",
  "know|knew|knows what|how ~ +1",
  "know|knew * stuff|trade|craft ~ +1",
  "know|knew exactly ~ +1",
  "{leak|problem|issue|cause|fault|short|clog|culprit|blockage} * {found|located|pinpointed|traced|tracked|spotted|diagnosed|isolated} ~ +1",
  "{found|diagnosed|figured|fixed|spotted|located|pinpointed|sorted} * {in minutes|in seconds|in no time|straight away|within minutes|in five minutes|in ten minutes|in 5 minutes|in 10 minutes} ~ +1",
  "know|knew|knows {electrical|plumbing|heating|hvac|electrics|boilers|wiring|furnaces|pipes|gas|his onions|her onions|their onions} ~ +1",
  "know|knew|knows * {business|trade|craft|onions} ~ +1",
  "clueless ~ -2",
  // Northern English "gormless": witless.
  "gormless ~ -2",
  "incompetent|incompetence ~ -2",
  "competent ~ +1",
  "expert|experts ~ +1",
  "expertise ~ 0 S",
  "experienced ~ +1",
  "inexperienced ~ -1",
  "years of experience ~ +1",
  "skilled|skillful|talented ~ +1",
  "skill|skills ~ 0 S",
  "unskilled ~ -1",
  "diagnose|diagnosed|diagnosing|diagnosis ~ +0.5 N-1",
  "{misdiagnose|misdiagnosed|misdiagnosis|wrong diagnosis} ~ -2",
  "figure|figured out ~ +1",
  "pinpoint|pinpointed|identified ~ +1",
  "track|tracked * down ~ +1",
  "find|found the|a * problem|issue|cause|source|leak|culprit|short|reason|root ~ +1",
  "troubleshoot|troubleshooting|troubleshooted ~ +0.5",
  "no idea ~ -2 F",
  "{basics|basic knowledge|basic understanding|the fundamentals} ~ 0 S R",
  "no clue ~ -2 F",
  // British "hadn't a clue", "didn't have a clue what he was doing".
  "{hadn't|had not|ain't have|didn't have|did not have|doesn't have|does not have} a clue ~ -2 F",
  // The reviewer's own: "I hadn't a clue", "didn't have a clue what a
  // swamp cooler was".
  "{i|we} {hadn't|had not|didn't have|did not have} a clue ~ 0 W",
  "{hadn't|had not|didn't have|did not have} a clue what {a|an} ~ 0 W",
  // "hadn't the foggiest": the word lives only in that phrase.
  "foggiest ~ -2 F",
  "guess|guessing|guesswork ~ -1",
  "learn|learning on * {job|my dime} ~ -2",
  "{master plumber|master electrician|journeyman} ~ +1",
  // Not "smart" (a smart thermostat), "brilliant" (British praise of
  // anything), "licensed", "youtube", "nervous" or "apprentice": in the
  // labelled sets they seldom come with an `expertise` label.
  "sharp|genius|wizard ~ +1",
  "really|truly * know|knew * doing ~ +1",
  "{have|has|had} {much|enough|plenty of|a lot of|lots of|years of|decades of} experience ~ +1 N-1",
  "took|take|taking * {forever|ages|hours|all day} to {figure|find|diagnose|track|locate} ~ -1",
  "know|knew the first thing ~ +1",
  "{left it|leave it|left us|left me} for someone else ~ -1",
  "someone else to {figure|fix|finish|sort} ~ -1",
  "spot|spotted|caught|noticed|traced|isolated|determined|recognized|discovered|found|identified|diagnosed|located * {problem|issue|cause|culprit|leak|short|fault|crack|clog|blockage|cracked|damaged|broken|corroded|loose|faulty|failing|failed|worn|code violation|violation|root cause|bad|scorched|burnt|burned|melted|rotted|rusted|kinked|waterlogged} ~ +1",
  "look|looked it up ~ -1",
  "googling|googled ~ -1",
  "know|knew {much|a lot|a thing|anything|nothing|little|everything} about ~ +1",
  "{unsure|hesitant|out of his depth|out of their depth|in over his head} ~ -1",
  "other|others * {could not|missed|failed|gave up} ~ +1",
  "took|take|takes * {visits|trips|tries|attempts|goes|callouts|call outs} ~ -2",
  "{clearly|obviously|pretty|brand} new ~ -1",
  "seasoned|veteran ~ +1",
  "inside and out ~ +1",
  "{seemed|looked|was|were|seemed totally|looked totally|seemed completely|totally|completely} {lost|confused|stumped|puzzled|baffled} ~ -1",
  "{previous|last|other} * {missed|overlooked} ~ +1",
  "resourceful|creative ~ +1",
  "came up with * {solution|fix|way} ~ +1",
  "trial and error ~ -1",
  "throw|threw|throwing parts ~ -2",
  // "Replaced two switches that were not at fault": guessing at parts.
  "{replaced|swapped|changed} * {that|which} {were|was} {not|n't|never} {at fault|the problem|the issue|the cause|broken|faulty|bad} ~ -2 F",
  "{charged|charges|charge|billed|bills|bill} * {part|parts} * {that|which} {were|was} {not|n't|never} {at fault|the problem|the issue|the cause} ~ -1 F",
  // "Swapped three breakers before he landed on the root cause", "left
  // without a root cause": guessing, or giving up.
  "{replaced|swapped|changed|tried} * before {he|she|they} {found|landed on|figured out|located|tracked down|traced} ~ -1 F",
  "{left|gave up|went home|leaving} without {a root cause|a diagnosis|an answer|finding the cause|finding the problem|finding anything|figuring it out|figuring out} ~ -1 F",
  "qualified ~ +1",
  "{unqualified|unlicensed} ~ -2",
  "{rookie|green} ~ -1 W",
  "call|calling|called * {supervisor|boss|office|manager} * help ~ -1",
];

/** Cues of cleanliness. */
export const CLEANLINESS_CUES: readonly string[] = [
  "clean:ADJ ~ +1",
  "clean:PROPN ~ +1",
  "clean:NOUN ~ +1",
  "clean|neat|tidy * {work area|workspace|work space|area|site|space|job site} ~ +1",
  "clean|cleaned|cleaning up ~ +1 N-1",
  "cleanup ~ 0 S N-1",
  "clean|cleaned|cleaning after ~ +1 N-1",
  "clean|cleaned|cleaning * mess ~ +1 N-1",
  "leave|left * {clean|cleaner|spotless|immaculate|tidy|neat|better than} ~ +1",
  "{room|house|home|kitchen|basement|bathroom|garage|attic|place|area|space|floor|floors|closet|yard|site} {exactly|just} as {he|she|they} found {it|them} ~ +1",
  "cleanliness ~ 0 S",
  // A clean-out is a fitting on a drain line, no clean home.
  "{the|a|main|basement|outside|outdoor|sewer} clean out ~ 0 W",
  "{tracked nothing|tracked in nothing|did not track anything|did not track a thing|not a speck tracked} ~ +1 F",
  "spotless|immaculate|tidy|neat|neatly|tidily ~ +1",
  "mess|messy ~ -1",
  "make|made * mess ~ -2",
  "leave|left * {mess|disaster|wreck|pigsty|war zone} ~ -2",
  "dirt|dirty|filthy|grime|grimy ~ -1",
  "{mud|muddy|footprints|foot prints|boot prints|muck} ~ -1",
  "{debris|sawdust|dust|trash|drywall dust} ~ -1",
  "stain|stains|stained ~ -1",
  "{shoe covers|shoe cover|booties|boot covers} ~ +1",
  "{drop cloth|drop cloths|tarp|tarps} ~ +1",
  "{dust sheet|dust sheets|floor protection|floor protector|floor protectors} ~ +1",
  "cover|covered|covers * {furniture|floor|floors|carpet|carpets|couch|sofa|rug|rugs|belongings} ~ +1",
  "hoover|hoovered|hoovering ~ +1",
  "{hosed|hose|hosing|washed|mopped|mop|scrubbed|wiped} * {down|up|floor|floors|courtyard|driveway|patio|area|path|walls} ~ +1",
  "leave|left * {gunk|muck|junk|rubbish|crap|sludge|mud|dirt|grime|filth|sewage} ~ -1",
  "track|tracked|tracking * sewage ~ -1",
  "wipe|wiped * down|up ~ +1",
  "vacuum|vacuumed|swept|sweep ~ +1",
  "pick|picked|picks up after ~ +1",
  "leave|left * {pile|piles|heap|bunch|mountain} of ~ -1",
  "haul|hauled|took * away * {old|debris|trash|junk|mess|everything} ~ +1",
  "{water|puddles|puddle} on * floor ~ -1",
  // Not "grease": a grease trap, grease down the sink.
  "greasy|oily ~ -1",
  "leave|left * {sitting|lying|laying} ~ -1",
  "leave|left * behind ~ -1",
  "leave|left {screws|parts|boxes|packaging|wire|wires|tools|trash|debris|old parts|scraps|insulation|the old|cardboard|rubbish|offcuts|bits} ~ -1",
  "clean|cleaned|wiped|vacuumed|swept * {tub|floor|floors|sink|counter|counters|bathroom|kitchen|hallway|carpet|garage|basement} ~ +1",
  "lay|laid|put|puts * down * {towels|drop cloths|tarps|plastic|cardboard|runners|mats|blankets|covers} ~ +1",
  "leave|left * trace|speck|sign|crumb|drop ~ -1",
  "{water|mud|dirt|debris|dust|trash|garbage|parts|boxes|sawdust|cardboard|rubbish|grit|sand|gravel|soot|shavings} {everywhere|all over} ~ -1",
  "{no|not a bit of|not a scrap of|not one piece of|without any} {rubbish|trash|debris|junk|litter|offcuts|scraps|packaging} {left|lying} {lying|laying|sitting|} {about|around|} ~ +1 F",
  "{place|house|area|room|kitchen|basement|everything} {looked|was|looks|is} {better|cleaner} than ~ +1",
  "{boots|shoes} on ~ -1",
  "{boots|shoes} off ~ +1",
  // What was brought in or taken out and left about: "left the boxes at
  // the bottom of my ramp". (Furniture put back or not is professionalism
  // in some labelled sets and cleanliness in others, so it has no cue.)
  "leave|left {the|all the|his|their|her} {screws|parts|boxes|packaging|bucket|buckets|jug|cans|offcuts|scraps|cardboard|debris|trash} ~ -1",
];
