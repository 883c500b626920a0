/**
 * Daily reflection questions (docs/product.md#what-middle-does 'Daily reflection questions',
 * #manage-up-page; docs/product.md#nudges): a bank of questions and the one a user gets on a local
 * date. Pure, so the server (the dashboard and `GET /api/bosses/next` carry it) and the frontend
 * compute the same question.
 *
 * The choice is deterministic by user and local date: the same all day, whatever the time of the
 * request. Each user walks the whole bank in their own order (a start and a step, both from the
 * user id, the step coprime with the bank's size), so no question comes back before every other
 * one has been asked, and two users rarely get the same question on the same day.
 */
import { stableHash as hash } from './stable-hash';

export interface ReflectionQuestion {
  /** Stable id ('r01'…): answers may refer to it. */
  id: string;
  text: string;
}

/** The bank: 32 questions about leading a team, managing up and the manager's own growth. */
export const DAILY_REFLECTION_QUESTIONS: readonly ReflectionQuestion[] = [
  'What is one thing your team did this week that your manager should hear about?',
  'Which conversation have you been putting off, and what is the first sentence you could open it with?',
  'Who on your team has grown the most lately, and have you told them?',
  'What did you say yes to this week that you should have said no to?',
  'Where did you step in to fix something yourself instead of coaching someone through it?',
  'What is one decision you could hand to your team this week?',
  'Which of your manager’s priorities is least clear to you right now?',
  'What feedback have you received recently that you have not acted on yet?',
  'When did you last ask your team what gets in their way?',
  'Who on your team have you heard the least from this week?',
  'What is one thing you would do differently in your last 1:1?',
  'What drained your energy today, and what gave you energy?',
  'Which team win from this month would make a good story for your manager?',
  'What does your team need from you that they are not getting?',
  'What assumption about a team member might be worth checking?',
  'What would make your next 1:1 with your manager more useful for both of you?',
  'Where is your team’s work and your manager’s priorities drifting apart?',
  'What specific thing could you recognise someone for today?',
  'What are you carrying alone that you could share with your manager or a peer?',
  'Which meeting this week could have been a message, and which message should have been a conversation?',
  'How clear is each person on your team about what good looks like in their role?',
  'What risk are you seeing that your manager may not see yet?',
  'What question could you ask in your next 1:1 to learn something new about that person?',
  'When did you last ask someone for feedback on how you manage?',
  'What is one habit you want your team to see you model this week?',
  'Who deserves more visibility with leadership, and how could you create it?',
  'What promise did you make to someone on your team, and where does it stand?',
  'What part of your week felt most like real leadership?',
  'Which growth goal of a team member could you support with a concrete opportunity?',
  'What is one thing you are proud of from today, however small?',
  'If your team described your week in one word, what would it be, and what would you like it to be?',
  'What will you stop doing next week to make room for what matters most?',
].map((text, index) => ({ id: `r${String(index + 1).padStart(2, '0')}`, text }));

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from 1970-01-01 to a local date 'YYYY-MM-DD'. @throws RangeError when malformed. */
function dayNumber(localDate: string): number {
  const match = LOCAL_DATE.exec(localDate);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== localDate) {
    throw new RangeError(`Invalid local date "${localDate}": expected 'YYYY-MM-DD'`);
  }
  return Math.round(time / 86_400_000);
}

/**
 * The question of the day for a user: `localDate` is the user's date ('YYYY-MM-DD' in their time
 * zone). The same inputs always give the same question; consecutive days never repeat one.
 * @throws RangeError for a malformed date.
 */
export function dailyReflectionFor(
  userId: string,
  localDate: string,
  bank: readonly ReflectionQuestion[] = DAILY_REFLECTION_QUESTIONS,
): ReflectionQuestion & { localDate: string } {
  const size = bank.length;
  if (size === 0) throw new RangeError('The question bank is empty');
  const steps = Array.from({ length: size }, (_, step) => step).filter(
    (step) => step > 0 && greatestCommonDivisor(step, size) === 1,
  );
  const seed = hash(userId);
  const start = seed % size;
  const step = steps.length ? steps[hash(`${userId}#step`) % steps.length]! : 1;
  const day = dayNumber(localDate);
  const index = (((start + day * step) % size) + size) % size;
  return { ...bank[index]!, localDate };
}
