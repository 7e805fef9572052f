/**
 * Phrase tables of owner replies: greetings, thanks, apologies, invitations
 * and signatures.
 *
 * @module
 */
import type { AspectId } from "../../lib/schemas/mod.ts";
import { PHONE } from "./business.ts";
import type { Entry } from "./template.ts";

/** Greetings of owner replies. */
export const REPLY_GREETING: Entry[] = [
  "Hi {first},",
  "Hello {first},",
  "{first},",
  "Dear {first},",
];
/** Thanks for a positive review. */
export const REPLY_THANKS: Entry[] = [
  "Thank you for [the kind words|taking the time to leave a review|choosing {co}]!",
  "We really appreciate [the review|you taking the time to write this].",
  "Thanks so much for [the great review|the great rating|trusting us with your home].",
  "[Reviews like this make our day|This made our whole team smile].",
];
/** Passing praise on to the technician named. */
export const REPLY_TECH: Entry[] = [
  "I'll make sure {Tfirst} sees this.",
  "We'll pass your kind words along to {Tfirst}.",
  "{Tfirst} will be thrilled to read this.",
];
/** Endings of replies to positive reviews. */
export const REPLY_POS_END: Entry[] = [
  "[We appreciate your business|We're glad we could help] and hope to see you again.",
  "See you next time[, and thanks again|]!",
  "Don't hesitate to call if anything else comes up.",
  "Enjoy [your weekend|the rest of your week]!",
  "We're always here if you need us.",
];
/** Thanks for a mixed review. */
export const REPLY_THANKS_MIXED: Entry[] = [
  "Thanks for the [honest|fair|helpful] feedback.",
  "We appreciate the review and the [honest|candid] feedback.",
  "Thank you for choosing {co}, and for the [honest|fair] review.",
];
/** Apologies of replies to negative reviews. */
export const REPLY_SORRY: Entry[] = [
  "[I'm sorry|We're sorry] [to hear about your experience|that we let you down|this wasn't the experience you expected].",
  "I apologize [that we let you down|for the trouble you went through].",
  "Thank you for the honest feedback, and I'm sorry we fell short.",
  "This is not the level of service we aim for, and I apologize.",
];
/** What a reply promises about a criticised aspect. */
export const REPLY_ISSUE: Record<AspectId, string> = {
  punctuality:
    "Arriving late without a call is not our standard, and I've addressed it with the team.",
  price:
    "I'd like to go over the invoice with you line by line and make sure it's right.",
  quality:
    "We stand behind our work and will come back out at no charge to make it right.",
  professionalism:
    "That is not how we treat customers, and I'm following up on it personally.",
  communication:
    "You should never have to chase us for a callback, and we're fixing how our office handles messages.",
  cleanliness:
    "Leaving a mess is unacceptable; we'd like to send someone out to make it right.",
  scheduling:
    "We were short-staffed that week, but that's no excuse for how your appointment was handled.",
  expertise:
    "I've asked our senior technician to review the diagnosis with you.",
  honesty:
    "Our technicians are not paid on commission, and no one should ever feel pressured.",
};
/** Lighter answers to the small gripes of 3- and 4-star reviews. */
export const REPLY_ISSUE_MILD: Record<AspectId, string> = {
  punctuality:
    "We're working on tighter arrival windows so this doesn't happen again.",
  price:
    "We know quality work isn't the cheapest option, and we appreciate you trusting us with it.",
  quality: "We're glad everything got sorted out in the end.",
  professionalism: "I've shared your feedback with the team.",
  communication:
    "We're working on how quickly our office gets back to customers.",
  cleanliness: "I've reminded the crew that cleanup is part of the job.",
  scheduling:
    "Our schedule fills up fast in peak season, and we're adding technicians to help.",
  expertise: "I've shared your feedback with our training lead.",
  honesty:
    "Our techs are supposed to mention options, never push them; I've passed this along.",
};
/** Invitations to get in touch. */
export const REPLY_INVITE: Entry[] = [
  `Please call our office at ${PHONE}[ and ask for Dave| so we can make this right|].`,
  "Please reach out to our office so we can make this right.",
  `I'd welcome the chance to talk; my direct line is ${PHONE}.`,
];
/** Signatures of replies. */
export const REPLY_SIGN = [
  "— Dave Whitfield, Owner",
  "— Dave W., owner",
  "— The Bluebird team",
  "— Karen, Office Manager",
];
/** Replies to a positive rating without text. */
export const REPLY_RATING_ONLY_POS: Entry[] = [
  "Thanks for the [great rating|kind rating], {first}!",
  "Thank you, {first}! We appreciate your business.",
];
/** Replies to a negative rating without text. */
export const REPLY_RATING_ONLY_NEG: Entry[] = [
  `We're sorry to see this rating, {first}, and would like to learn what happened. Please call us at ${PHONE}.`,
  "{first}, we'd like to understand what went wrong. Please reach out to our office so we can make it right.",
];
