/**
 * The Haitian Kreyòl cues, one list per aspect, and the general opinion
 * words, written once with their accents (`lexicon_kreyol.ts` tells how
 * they are spelt, what they leave out, and joins them with the other
 * tables): arriving on time ("rive a lè", "tapan"), waits ("semèn m ap
 * tann", "pa t gen pyès la"), prices ("twò chè", "bon envestisman",
 * "peye pou anyen"), work ("byen fèt", "mache byen depi"), manners
 * ("janti", "pa t menm di bonjou", "respekte kay ou"), calls ("rele m
 * davans", "pa t rele pèsonn"), mess ("soulye labou", "kite vye bwat yo
 * nan garaj la"), skill ("konn bagay li") and honesty ("san fòse m",
 * "plis pase devi a").
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Verbs of arriving ("rive", "vin", "parèt"). */
const CAME = "{rive|vini|vin|parèt|te rive|te vini|te vin|te la}";

/**
 * Kreyòl cues, per aspect, written with accents (`lexicon_kreyol.ts`
 * adds the spellings without them).
 */
export const KREYOL_CUES: Readonly<Record<AspectId, readonly string[]>> = {
  punctuality: [
    `${CAME} {a lè|nan lè|atan|a tan|bonè|byen bonè|pi bonè|an avans|anvan lè} ~ +1`,
    "{egzakteman a lè|a lè pil|ponktyèl} ~ +1",
    "{an reta|anreta|yon ti reta|yon reta|gwo reta|anpil reta} ~ -1",
    `${CAME} {ta|byen ta|twò ta|tro ta|anreta|an reta|an reta anpil} ~ -1`,
    "{fè nou tann|fè m tann|fè mwen tann|kite nou ap tann|kite m ap tann} * {èdtan|zèdtan|inèdtan|tout jounen an|tout maten an|tout apremidi a} ~ -1",
    "{pa janm vini|pa t janm vini|pa t vini|pa vini|pa janm parèt|pa t parèt|pa t janm parèt|pa janm prezante|pa t prezante} ~ -2 F",
    "{rate randevou|rate randevou a|rate yon randevou|rate dat la|rate yon dat|rate jou a} ~ -1",
    `${CAME} * {tapan|a lè tapan|lè yo te di a|jan yo te di a|kòm yo te di a|lè nou te dakò a|jou yo te di a|jou yo di a|jan yo te pwomèt la} ~ +1`,
    "{jamè|pa janm} {yo|li|msye|manzè} {rate|anreta|an reta} ~ +1 F",
  ],
  scheduling: [
    `${CAME} {menm jou a|menm jou|jou a menm|touswit|tousuit|san pèdi tan|nan inèdtan|nan yon èdtan|nan mwens pase inèdtan|landemen|nan demi èdtan} ~ +1`,
    "{reponn touswit|reponn tousuit|reponn telefòn nan touswit|yon moun reponn|moun reponn telefòn|reponn nan premye ring} ~ +1",
    "{èdtan|zèdtan|inèdtan|minit} {sèlman|selman} apre * {rele|te rele} ~ +1",
    "menm {nan lannwit|a minwi|nan mitan lannwit|jou nwèl|lavèy nwèl|jou ferye|yon dimanch|dimanch|nan wikenn|jou premye janvye} ~ +1",
    `${CAME} * {nan lannwit|nan mitan lannwit|a minwi|anvan minwi|jou nwèl|lavèy nwèl|jou ferye} ~ +1`,
    "{anile|kansle|ranvwaye|repwograme|reprograme} ~ -2",
    "{chanje randevou a|chanje dat la|deplase randevou a|difisil pou jwenn randevou|difisil pou jwenn yon randevou} ~ -1",
    "{fasil pou pran randevou|fasil pou jwenn randevou|pran randevou fasil} ~ +1",
    "{pèsonn pa reponn|okenn moun pa reponn|pa janm reponn telefòn|pa janm reponn telefòn nan|pa reponn telefòn} ~ -2 F",
    "{tann * semèn|tann * mwa|semèn ap tann|mwa ap tann|tann twòp|tann lontan} ~ -1",
    "{fini|fin|boukle|livre} {a lè|atan|a tan|jan yo te di|jan yo te pwomèt|kòm yo te di|kòm yo te pwomèt|nan tan yo te di|nan dat la|anvan dat la|anvan lè} ~ +1",
    "{pran|dire} {pi lontan pase|de fwa plis pase|plis tan pase} * {yo te di|prevwa|pwomèt} ~ -1",
    "randevou ~ 0 W N-1",
    `${CAME} {menm lè a|menm lè|lamenm} ~ +1`,
    "{voye|voye yon moun|voye yon teknisyen|voye yon nèg} * {menm lè a|lamenm|menm jou a} ~ +1",
    "{jwenn|ban m|ban nou|ba m|ba nou|fè m jwenn|fè nou jwenn} {yon randevou|randevou|yon plas|yon ti plas} * {menm jou a|menm semèn nan|menm semèn lan|pou demen|pou landemen|dèmen menm} ~ +1",
    "{semèn|mwa|semèn sa yo} {m ap|mwen ap|nou ap|m te ap|nou te ap|m t ap|nou t ap} tann ~ -1",
    "{ap tann|tann|t ap tann} {pyès la|pyès yo|pati a|pati yo|pyès|pati} ~ -1",
    "{pa t gen|pa te gen|pa gen} {pyès la|pyès yo|pati a|pati yo|pyès ki fè|pati ki fè} ~ -1 F",
    "{pran|dire|fè} * {alòske|alòs|pandan} {yo|li|msye|manzè} te di ~ -1 F",
    "{fini|fin|boukle} nan * {egzakteman|tapan|jan yo te di|kòm yo te di|jan yo te pwomèt} ~ +1",
  ],
  price: [
    "{twò chè|tro chè|chè anpil|chè wi|chè chè|koute chè|kout chè|koute m chè|koute nou chè|koute je nan tèt|yon je nan tèt} ~ -2",
    "{yon ti jan chè|yon ti kras chè|yon tikras chè|yon jan chè|ti jan chè|pi chè pase} ~ -1",
    "{bon mache|bonmache} ~ +1",
    "{pri a rezonab|pri rezonab|rezonab|bon pri|pri a bon|pri a kòrèk|pri kòrèk|pri onèt|pri a onèt|pri jis|pri a jis|pri ki bon|pri a pa chè|bèl pri} ~ +2",
    "{vo chak kòb|vo chak santim|vo chak goud|vo chak dola|vo chak pyès|vo lajan an|vo lajan m|vo kòb la|vo pri a|vo lapèn|vo lapenn|li vo l|sa vo l} ~ +1 N-1",
    "{se vòlè|sa se vòlè|se yon vòl|se vòl|yon vòl|vòl kalite|pri vòlè|pri a se vòlè} ~ -2",
    "{pri * twò wo|pri * tro wo|pri a wo|pri yo wo|pri a twò wo|pri yo twò wo|pri a egzajere|pri egzajere} ~ -1",
    "{gaspiye lajan|gaspiye kòb|lajan gaspiye|kòb gaspiye|lajan jete|jete lajan m|pèdi lajan m|pèdi kòb mwen|lajan pou gremesi} ~ -2",
    "{pa charge m|pa chaje m|pa charge nou|pa chaje nou|pa fè m peye|pa fè nou peye} {anyen|yon santim|yon goud|yon kòb|okenn kòb|lajan|kòb} ~ +1 F",
    "{pa mande m|pa mande nou|pa pran} {yon santim|yon goud|yon kòb|okenn kòb|senk kòb} ~ +1 F",
    "{san m pa peye anyen|san nou pa peye anyen} ~ +1 F",
    "{rabè|yon ti rabè|diskont|kase pri a|bese pri a|desann pri a|redui pri a|fè m yon pri|fè m yon bon pri} ~ +1",
    "{pa pi chè pa pi bon mache|ni chè ni bon mache|pa twò chè pa twò bon mache|pa chè pa bon mache|nòmal pou pri a|pri nòmal|pri mwayen} ~ 0 S R",
    "{pri|pri a|devi|devi a} * {nan mitan|nòmal|mwayen|kòrèk san plis|pasab} ~ 0 S",
    "{pri|devi|fakti} ~ 0 W N-1",
    "{koute anpil lajan|koute anpil kòb|koute yon bann lajan|koute yon bann kòb|koute gwo lajan|koute gwo kòb|koute yon fòtin|koute yon zye|koute de je} ~ -1",
    "{peye pou anyen|peye pou gremesi|peye pou granmesi|peye pou nanpwen|peye lajan pou anyen|lajan pou anyen|kòb pou anyen} ~ -2 F",
    "{bon envestisman|yon bon envestisman|lajan byen depanse|kòb byen depanse|lajan byen plase|kòb byen plase} ~ +1",
    "{pri a|pri yo|pri li} {te|} {jis|rezonab|kòrèk|onèt|bon} ~ +2",
    "{pri a|pri yo} te wo ~ -1",
    "{chaje m|chaje nou|charge m|charge nou|fè m peye|fè nou peye} * {ki pa janm fèt|ki pa t fèt|yo pa fè|yo pa t fè|li pa fè|li pa t fè|ki pa janm rive|yo pa janm fè|li pa janm fè} ~ -2 F",
    "{ni twò chè ni bon mache|ni twò chè ni twò bon mache|ni chè ni bonmache|pa twò chè pa bon mache} ~ 0 S R",
    "{pri|pri a|pri yo|devi|devi a} * {mwayèn|mwayen|nan mwayèn} ~ 0 S",
  ],
  quality: [
    "travay ~ 0 W",
    "{bon travay|bèl travay|bon djòb|bèl djòb|travay pwòp|travay serye|travay byen fèt|byen fèt|travay kalite|travay de kalite|bon kalite|travay nèt} ~ +2",
    "{fè travay la byen|fè travay li byen|fè travay yo byen|fè l byen|fè yo byen|fè tout bagay byen|fè bagay yo byen|fè yon bon travay|fè yon bèl travay|fè bon travay} ~ +2",
    "{enstale|mete|monte|ranje|konekte|fè|travay|kole} {byen pwòp|pwòp pwòp|pwòp anpil|byen} ~ +1",
    "{byen santre|byen aliyen|byen dwat|tout dwat|tou dwat|byen nivo|byen plat|byen ranje|an liy dwat} ~ +1",
    "{kwochi|pa dwat|pa aliyen|de travè|detravè} ~ -1",
    "{travay la|travay yo|rezilta a|enstalasyon an} {bèl|solid|pafè|ekselan|pwòp} ~ +2",
    "{move travay|travay la move|travay yo move} ~ -2",
    "{mache byen kounye a|kounye a li mache byen|mache pafè|mache pafètman|mache kòm si li te nèf|kòm si li te nèf|tankou nèf|kou nèf|kòm nèf|tankou li te nèf|mache tankou nèf|mache tankou yon bijou|mache kou yon revèy} ~ +2",
    "{mal fèt|travay mal fèt|fè l mal|fè travay la mal|travay malpwòp|gagòt|travay gagòt|bakoule|travay bakoule|salòpe|fè sa nenpòt jan|fè l nenpòt jan|travay kochon} ~ -2",
    "{koule|bouche|kraze|kase|tonbe an pàn|an pàn|inonde|fè bri|fè dlo|sote|pete} ankò ~ -2",
    "{toujou pa mache|pa mache toujou|toujou pa vle mache|toujou ap koule|toujou koule|toujou bouche|toujou an pàn|toujou pa limen|pwoblèm nan retounen|pwoblèm nan tounen|menm pwoblèm nan} ~ -2 F",
    "{pase inspeksyon|pase enspeksyon|pase inspeksyon an|pase enspeksyon an|pase inspection|pase inspection an} ~ +1",
    "{san pwoblèm|san okenn pwoblèm|san yon pwoblèm} ~ +1 F",
    "{pa gen pwoblèm depi|pa janm gen pwoblèm depi|okenn pwoblèm depi|pa gen okenn pwoblèm depi|pa gen yon gout dlo depi|pa yon gout depi} ~ +2 F",
    "{abime|domaje|grafouye|fann} {planche a|planche|mi a|miray la|tapi a|kabinè a|pòt la|plafon an|sèvant lan|machin mwen|mi an} ~ -2",
    "{kite yon twou|kite twou|kite yon gwo twou} {nan mi|nan miray|nan plafon|nan planche|nan pòt} ~ -2",
    "{mache byen depi|mache pafè depi|mache trè byen depi|pa bay pwoblèm depi|pa janm bay pwoblèm depi} ~ +2",
    "{pa gen|pa janm gen|pa t gen} {okenn|yon sèl|} {pwoblèm|backup|blokaj|fuit|koulaj|bouchon} ankò ~ +2 F",
    "{toujou ap tranble|toujou ap fè bri|toujou ap bay pwoblèm} ~ -2 F",
    "{kraze|kase|fann|abime|domaje|grafouye} {yon|de|} {mozayik|kawo|seramik|vit|glas|lavabo|basen|fenèt|tiyo|kabinè|mab} ~ -2",
    "{inspeksyon|enspeksyon|inspection} * pase {premye fwa|o premye kou|san koreksyon|san pwoblèm} ~ +1",
    "{zero|zewo|okenn|pa gen okenn} koreksyon ~ +1 F",
  ],
  professionalism: [
    "janti|jantiy|emab|afab|koutwa|respektye|respektyèz|pasyan ~ +1",
    "{bon moun|yon bon moun|bon nèg|yon bon nèg|bon ti moun|bon kè|gen bon kè|bon ti nèg|yon zanj|yon ange|moun serye|nèg serye|moun debyen|moun de byen|moun korèk|nèg korèk|bèl moun|yon bèl moun|gen bon manyè|bon manyè|byen elve|byen edike|manzè janti|msye janti} ~ +1",
    "{dous kou siwo|dous tankou siwo|dous kou myèl|dous anpil|trè dous|tèlman dous} ~ +1",
    "{pasyans|ak pasyans|anpil pasyans|gen pasyans|pran pasyans|ak respè|ak anpil respè|respekte kay la|respekte nou|respekte m|respekte fanmi an|trete * ak respè|mete m alèz|mete l alèz|mete nou alèz|mete yo alèz} ~ +1",
    "pwofesyonèl|pwofesyonel|pwofesyonnèl|pwofesyonalis ~ +1",
    "malonèt|malelve|maledve|grosye|gwosye|frekan|ensolan|awogan|radi|ensolans ~ -2",
    "{mal elve|san manyè|manke respè|manke m dega|manke m respè|derespekte|pa gen respè|san respè|trete m mal|trete nou mal|pale m mal|pale mal ak|rele sou mwen|rele sou nou|joure|joure m|souse dan|tchuipe|reponn mwen sèk|reponn mwen mal} ~ -2",
    "{olye li pale ak mwen|olye yo pale ak mwen|olye msye pale ak mwen|olye li pale avè m|kòm si m pa konprann|kòm si mwen pa konprann|kòm si m te sòt|pran m pou sòt|trete m tankou yon timoun} ~ -2 F",
    "{rete kalm|toujou ap souri|ak yon souri} ~ +1",
    "{twò prese|tro prese|prese prese|prese anpil} ~ -1",
    "{li|msye|manzè|yo} {te prese|te nan prese|te an prese} ~ -1",
    "{eskize l|eskize li|eskize tèt li|mande eskiz|mande padon|di m eskize|di nou eskize|di m padon|di nou padon|li eskize|msye eskize|manzè eskize|yo eskize|te eskize} ~ +1",
    "{kite pòt la louvri|kite baryè a louvri|kite pòt la ouvè|kite baryè a ouvè|bloke driveway la|bare driveway la|bloke antre a|bare antre a} ~ -1",
    "{kanpe|pake|estasyone} {kamyon an|kamyon yo|machin nan|van an} {nan mitan|devan|an travè} ~ -1",
    "{pa t menm di bonjou|pa menm di bonjou|pa t di bonjou|pa di bonjou|san di bonjou|san menm di bonjou|pa janm di bonjou} ~ -1 F",
    "{respekte kay ou|respekte kay mwen|respekte kay nou|respekte lakay mwen|respekte lakay ou|respekte lakay nou|respè pou kay la|respè pou kay mwen|respè pou kay ou|respè pou lakay|respè pou fanmi an|bon jan respè} ~ +1",
    "maleve ~ -2",
    "{rakwoche sou mwen|rakwoche sou nou|rakwoche nan figi m|rakwoche telefòn nan sou mwen|fèmen telefòn nan sou mwen|fèmen telefòn nan nan figi m} ~ -2 F",
    "{poli|janti|emab|koutwa|pwofesyonèl|korèk} ase ~ 0 S F",
  ],
  communication: [
    "eksplike|esplike|eksplikasyon ~ +1",
    "{montre m|montre nou|montre mwen|voye foto|voye videyo|voye m foto|voye m videyo|ban m foto|pran tan pou eksplike|reponn tout kesyon m|reponn tout kesyon|reponn kesyon m yo} ~ +1",
    "{voye|montre} {yo|foto yo|foto|videyo|videyo a|rapò a} {ban mwen|ban m|ba m|ba mwen|ban nou|ba nou} ~ +1",
    "{rele m davans|rele davans|rele anvan|voye tèks davans|avèti m|avèti nou|avèti mwen|te avèti|fè m konnen|fè nou konnen|kenbe m okouran|kenbe nou okouran|mete m okouran|raple m|raple nou|an wout} ~ +1",
    "{rele m tounen|rele nou tounen|rele mwen tounen|reponn mesaj mwen|reponn tèks mwen} ~ +1",
    "{pa janm|pa t|pèsonn pa|pèsonn pa t|okenn moun pa} {rele m|rele nou|rele mwen|reponn mesaj|reponn tèks|voye tèks|voye mesaj|ekri m|voye devi|voye devi a} ~ -2 F",
    "{pa gen apèl|pa gen tèks|san yon apèl|san okenn apèl|san rele|san avèti|san di m anyen|san di nou anyen|san li pa di m anyen|san yo pa di m anyen|san li pa eksplike|san yo pa eksplike|san msye pa eksplike|san eksplike} ~ -2 F",
    "{toujou ap tann|poko janm resevwa|pa janm resevwa} ~ -1",
    "{pa di m anyen|pa di nou anyen|pa t di m anyen|pa t di nou anyen} ~ -2 F",
    "{pale|eksplike|esplike} * {an kreyòl|an franse|an fransè|an panyòl|nan lang nou|nan lang li} ~ +1",
    "{chak moun di yon bagay diferan|chak moun di m yon lòt bagay|yo di m de bagay diferan} ~ -2",
    "{li|msye|manzè|yo|pèsonn|teknisyen an} {pa t|pa|pa janm|pa t janm} rele {pèsonn|nou pou di|m pou di|pou di m|pou di nou|pou avèti} ~ -2 F",
    "{li|msye|manzè|yo|teknisyen an} {pa t|pa t menm|pa janm} rele ~ -2 F",
    "{voye yon tèks|voye m yon tèks|voye nou yon tèks|voye yon mesaj|voye m yon mesaj|voye nou yon mesaj|rele m pou di m|rele nou pou di nou|rele pou di m|rele pou di nou} ~ +1",
    "{oblije rele|toujou oblije rele|se mwen ki rele|se mwen ki oblije rele|se nou ki oblije rele} * {pou m konnen|pou nou konnen|pou konnen|pou jwenn nouvèl|pou m jwenn nouvèl} ~ -2 F",
    "{pa janm ban m nouvèl|pa ban m okenn nouvèl|pa t ban m okenn nouvèl|pa janm ban nou nouvèl|san okenn nouvèl|san nouvèl} ~ -2 F",
    "{pa janm|pa t|pa t janm|pèsonn pa|pèsonn pa t} voye {quote la|quote a|quote|estimasyon an|estimasyon|devi a|devi|pri a} ~ -2 F",
  ],
  cleanliness: [
    "pwòp ~ +1",
    "{kay la pwòp|kite kay la pwòp|kite tout bagay pwòp|rete pwòp|pwòp pwòp|pwòp anpil|pi pwòp pase} ~ +2",
    "kite {kay la|tout bagay|li|l} jan {yo|li} te jwenn {li|l} ~ +2",
    "{netwaye apre|netwaye dèyè|netwaye tout bagay|netwaye kay la|netwaye tout kote|ranmase tout bagay|ranmase fatra|ranmase tout fatra|bale planche a|bale tout bagay|bale apre|pase bale|pase vacuum|pase vakyòm|pase aspiratè|pase mop|siye planche a} ~ +1",
    "{remèt|mete} * jan {l|li|yo} te ye ~ +1",
    "kite kay la jan {l|li} te ye ~ +1",
    "{kouvri soulye|kouvè soulye|kouvri pye|retire soulye|wete soulye|retire bòt|wete bòt|retire sapat|wete sapat} ~ +1",
    "mete {tapi|twal|prela|plastik|katon|dra|anyen|yon bagay} {atè|sou planche a|sou tapi a} ~ +1",
    "malpwòp|salte|kochonri|dezòd ~ -1",
    "{kite|lage} {kay la|tout bagay|tout kote|kizin nan|planche a|twalèt la|saldeben an} sal ~ -1",
    "{kay la|planche a|tapi a} {te|vin} sal ~ -1",
    "{kite|lage} {ti moso|moso|fatra|labou|pousyè|fil|plastik|katon|bwat|vye pyès|vye} ~ -1",
    "{fatra|labou|pousyè|moso fil|plastik|katon|sab|poud} {toupatou|tout kote|sou tout planche a|nan tout kay la|sou tapi a} ~ -1",
    "{pote labou|trennen labou|mache ak labou|antre ak labou|antre ak soulye sal} ~ -1",
    "{soulye labou|bòt labou|soulye sal|bòt sal|pye labou|soulye plen labou|bòt plen labou} ~ -1",
    "{soulye|bòt|sapat} {li|l|yo|} plen {labou|nèj|pousyè|sab|poud|graj} ~ -1",
    "{kite|lage} {tout|yon bann|anpil|} {vye bwat|vye pyès|bwat yo|katon yo|vye bwat yo|vye pyès yo|fatra yo|ansyen|ansyen an|moso yo} * {nan garaj|nan lakou|nan sousòl|nan kizin|nan chanm|devan pòt|sou galri|nan lari|nan antre} ~ -1",
    "{pa kite|pa t kite|san kite} {okenn|yon sèl|yon ti|anyen|ankenn} {fatra|moso|bwat|salte|tras|dezòd|labou} ~ +1 F",
    "{pa kite|pa t kite} anyen dèyè {yo|li|l} ~ +1 F",
  ],
  expertise: [
    "{konn travay li|konn travay yo|konn sa l ap fè|konn sa li ap fè|konn sa l t ap fè|konn sa li t ap fè|konn sa yo ap fè|konn metye li|konn metye l|konnen travay li|konnen sa l ap fè} ~ +2",
    "{ekspè|gen eksperyans|anpil eksperyans|kalifye|konpetan|metrize|entèlijan|msye fò|manzè fò} ~ +1",
    "{jwenn pwoblèm nan|jwenn sa k te genyen|jwenn koz la|konprann pwoblèm nan} {touswit|tousuit|vit|rapid|an de tan twa mouvman|nan senk minit|nan 5 minit|nan dis minit|nan 10 minit} ~ +1",
    "{li|msye|manzè|yo} te gen rezon ~ +1",
    "{pa t ka|pa ka|pa t rive|pa rive|pa janm|pa t janm} jwenn {pwoblèm nan|sa k|sa ki|poukisa|koz la} ~ -2 F",
    "{debitan|amatè|enkonpetan} ~ -2",
    "{konn bagay li|konn bagay yo|konnen bagay li|konnen bagay yo|konn zafè l|konn zafè li|konn afè l|konn afè li|konn koze l|konn sa li fè|konn sa l fè} ~ +2",
    "{jwenn li|jwenn pwoblèm lan|jwenn sa ki te genyen|jwenn sa k pa t bon} {touswit|tousuit|vit|rapid|nan senk minit|nan 5 minit|nan dis minit|nan 10 minit|nan kèk minit} ~ +1",
  ],
  honesty: [
    "onèt|onètete ~ +1",
    "{moun onèt|nèg onèt|moun serye ak onèt|moun ou ka fè konfyans|ou ka fè yo konfyans|mwen fè yo konfyans} ~ +1",
    "{pa bezwen|pa t bezwen|pat bezwen} {chanje|ranplase|yon nouvo|yon nouvèl|yon lòt|achte|fè} ~ +1 F",
    "{san fòse m|san fòse nou|san pouse m|san peze m|san presyon|pa gen presyon|okenn presyon} ~ +1 F",
    "{fòse m|fòse nou|fòse mwen|pouse m achte|pouse nou achte|peze m|met presyon|mete presyon|fè presyon|eseye vann mwen|eseye vann nou|vle vann mwen|vle vann nou|se jodi a sèlman|jiskaske m siyen|jiskaske mwen siyen|jouk m siyen} ~ -2",
    "{egzakteman sa yo te|egzakteman pri yo te|menm pri yo te di|menm pri ak devi a|jan devi a te di|pa yon santim plis|pa yon goud plis|pa yon kòb plis|san sipriz|okenn sipriz|pa gen sipriz|pa t gen sipriz} ~ +1 F",
    "{plis pase devi a|plis pase sa yo te di|pi plis pase sa yo te di|plis pase pri yo te di|frè kache|chaj kache|sipriz nan fakti a|ogmante pri a|monte pri a} ~ -2",
    "{vòlè yo|bann vòlè|yon bann vòlè|yon vòlè|mantè|mantò|bay manti|ban m manti|ba m manti|twonpe m|twonpe nou|eskwòk|magouy|magouyè|fè magouy} ~ -2",
    "{rekonèt erè|rekonèt fòt|aksepte fòt|admèt erè|admèt fòt|rekonèt li te fè erè} ~ +1",
    "{respekte garanti a|onore garanti a} ~ +1",
    "{plis pase|pi plis pase|pi wo pase|pi chè pase} {quote la|quote a|quote yo|estimasyon an|sa yo te quote|pri yo te ban m|pri yo te ba m|sa yo te ban m|sa yo te ba m|sa yo te di m} ~ -2",
    "{eseye fè m pè|eseye fè nou pè|fè m pè|fè nou pè|ban m kè sote|fè m kè sote} ~ -2",
    "{kontinye ap pouse|kontinye pouse|pa sispann pouse|toujou ap pouse|pouse pouse|kenbe pouse} ~ -2",
    "{kraze|kase|abime|domaje} * san {l|li|yo|msye|manzè} pa di {nou|m|mwen} anyen ~ -2 F",
  ],
};

/**
 * Words that keep their accent alone: without it they are another word
 * ("che" is Italian and Spanish "that", "bone" English).
 */
export const KREYOL_ACCENTED: Readonly<
  Partial<Record<AspectId, readonly string[]>>
> = {
  punctuality: [
    "alè ~ +1",
    "{rive ale|alè pil|alè pile} ~ +1",
  ],
  price: ["chè ~ -1"],
};

/**
 * General opinion words in Kreyòl (no aspect of their own), written with
 * accents.
 */
export const KREYOL_GENERAL: readonly string[] = [
  // Stock praise: "yon bijou", "pafè", "5 zetwal" alone name no aspect.
  "{pafè|pafèt|ekselan|fòmidab|mayifik|estrawòdinè|siperyè|bijou|yon bijou|bèl bagay|bon anpil|byen bon|trè bon|trè byen|nimewo en|5 zetwal|senk zetwal|ayibobo} ~ +2",
  "{mèsi|mèsi anpil|mèsi bondye|kontan|trè kontan|kontan anpil|satisfè|byen satisfè|m rekòmande|mwen rekòmande|m ap rekòmande|rekòmande yo|bon sèvis|pa mal|pa twò mal} ~ +1",
  "{tèt chaje|dezolan|desevan|desepsyon|dekouraje|degoutan|ridikil|inakseptab|lamizè|betiz|kalamite|m regrèt|pa janm ankò|m pap janm rele yo ankò|mwen pap janm rele yo ankò} ~ -2",
  "{konsa konsa|nòmal|mwayen|pasab|korèk|kòrèk|san plis|korèk san plis|teknikman|pa plis pa mwens|ni plis ni mwens|ni bon ni move} ~ 0 F",
  // Excuses that take a complaint back ("yon ti jan chè, men m konprann").
  "{m konprann|mwen konprann|nou konprann|m ka konprann|se pa fòt yo|se pa fòt li|sa pa fòt yo|sa pa fòt li|pa fòt yo|pa fòt li|se pa gwo zafè|pa gwo zafè|sa w ap fè|sa ou ka fè|se lavi a|m sipoze|mwen sipoze} ~ 0 F",
];
