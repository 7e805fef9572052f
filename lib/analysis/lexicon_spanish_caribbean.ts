/**
 * Spanish cues of the Caribbean (the Dominican Republic, Puerto Rico,
 * Cuba) and turns any Spanish speaker also writes, for reviews written
 * mostly in Spanish: "un tiguere con los calentadores", "me quiso
 * tumbar", "se botaron con ese precio", "se puso guapo", "a la hora
 * dominicana", "sin inventar". They are written with accents, as in
 * `lexicon_spanish_cues.ts`; `lexicon_spanish.ts` adds the spellings
 * without them and joins them to the other Spanish cues.
 *
 * Caribbean words that are something else alone stand only inside a
 * phrase: "guapo" is handsome ("se puso guapo" is he got angry),
 * "tiguere" a street-smart rogue ("un tiguere con los tankless" is a
 * master of them), "botarse" to outdo oneself ("se botaron con el
 * trabajo" is praise; only "se botaron con ese precio" is a price),
 * "tumbar" to knock down ("tumbar la pared"; "me quiso tumbar" is a
 * swindle).
 *
 * @module
 */
import type { AspectId } from "../schemas/mod.ts";

/** Caribbean and everyday Spanish cues, per aspect, written with accents. */
export const SPANISH_CARIBBEAN_CUES: Readonly<
  Record<AspectId, readonly string[]>
> = {
  punctuality: [
    // "Llegaron a la hora dominicana": late, as the saying goes.
    "{a la|en} {hora dominicana|hora boricua|hora cubana|hora caribeña|hora latina} ~ -1",
  ],
  scheduling: [
    // A job that ran past what was promised: "se pasaron un mes de lo
    // que habían dicho".
    "se {pasaron|pasó|tardaron|tardó} {un mes|una semana|dos semanas|tres semanas|semanas|meses|días} {más de|de} lo que {habían dicho|dijeron|dijo|prometieron|prometió|quedamos} ~ -1 F",
  ],
  price: [
    "{se botó|se botaron} {con ese precio|con el precio|con esa factura|con la factura|con esa cuenta|con la cuenta|cobrando|con lo que cobraron|con lo que cobró} ~ -2 F",
    "ni que fuera {oro|de oro} ~ -2 F",
    "sin {cobrar|cobrarme|cobrarnos} {un peso|ni un peso|un centavo|ni un centavo|un chele|ni un chele|un kilo|ni un kilo} ~ +1 F",
  ],
  quality: [
    "{trabajo|trabajito|trabajos} de primera ~ +2",
    "{quedó|quedaron|salió|salieron} {mal|malísimo|feo|fea|chueco|chueca|torcido|torcida} ~ -2",
    "{sin dar un problema|sin dar problemas|sin dar ni un problema|no ha dado problemas|no ha dado ni un problema|desde entonces ni un problema} ~ +1 F",
    "pasamos la inspección ~ +1",
  ],
  professionalism: [
    "{se puso guapo|se puso guapa|se pusieron guapos|se pone guapo|se ponen guapos} ~ -2 F",
    "condescendiente|condescendientes ~ -2",
    "como si {yo|ella|él|uno|mi esposa|mi esposo|mi mamá} no {supiera|entendiera} nada ~ -2 F",
    "{sin apuro|con calma|sin prisa|sin apurarse} ~ +1 F",
    "{fue un amor|es un amor|son un amor|fueron un amor} ~ +2",
    "ni simpático ni antipático ~ 0 F",
  ],
  communication: [
    "{llamó|llamaron|escribió|escribieron} {pa|para} avisar ~ +1",
    "{me contestó|nos contestó|me contestaron|me respondió|me respondieron} {todo|todas mis preguntas|cada pregunta} ~ +1",
  ],
  cleanliness: [
    "{botas|zapatos|tenis|pies} {llenos|llenas} de {nieve|lodo|fango|tierra|barro} ~ -1",
  ],
  expertise: [
    "{tiguere|tigueres|tíguere|tígueres} {con|en} ~ +2",
    "{no pudo|no pudieron} {destapar|arreglar|resolver|encontrar|dar con} ~ -2 F",
  ],
  honesty: [
    "{quiso|quisieron|quería|querían|trató de|trataron de|intentó|intentaron} {tumbar|tumbarme|tumbarnos} ~ -2 F",
    "{sin inventar|sin inventos|sin inventarse nada|no inventó|no inventaron} ~ +1 F",
    "{precio publicado|precios publicados} ~ +1",
  ],
};
