/**
 * An action's answer shown beside the form that was pressed, not at the top of the page: on a phone
 * the notes and the reply form sit thousands of pixels down the enquiry page, and an answer at the
 * top was off screen (staffday.md). The action marks such answers with `at` (the section's anchor);
 * the form posts to `#anchor`, so the browser without JavaScript lands on the answer; with it, the
 * answer scrolls itself into view (also when the address already ends in that anchor, where React
 * Router does not scroll again: a second reply, or one refused).
 */
import { useEffect, useRef } from "react";

type SectionAnswer = { at: string; message?: string; error?: string };

export function isSectionAnswer(answer: unknown): answer is SectionAnswer {
  return typeof answer === "object" && answer !== null && "at" in answer && typeof (answer as { at: unknown }).at === "string";
}

/** The answer, when it belongs to the section `at`. */
export function AnswerHere({ answer, at }: { answer: unknown; at: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Braces: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [answer]);
  if (!isSectionAnswer(answer) || answer.at !== at) return null;
  if (answer.error)
    return (
      <p ref={ref} role="alert" className="mt-3 rounded-xl bg-red-50 p-4 font-medium break-words text-red-800 ring-1 ring-red-200">
        {answer.error}
      </p>
    );
  if (answer.message)
    return (
      <p ref={ref} role="status" className="mt-3 rounded-xl bg-green-50 p-4 font-medium break-words text-green-800 ring-1 ring-green-200">
        {answer.message}
      </p>
    );
  return null;
}
