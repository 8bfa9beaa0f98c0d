import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { Card, Container } from "../ui/layout.tsx";

type Answer = { ok: boolean; message: string };

/**
 * A page behind a link from a mail (newsletter confirmation, unsubscribe): one button that POSTs,
 * so a mail scanner that opens every link changes nothing. Shows the answer, or why the link is
 * no good, in place of the button.
 */
export function LinkConfirmation({
  title,
  text,
  button,
  error,
  answer,
  children,
}: {
  title: string;
  text: string;
  button: string;
  error: string | null;
  answer: Answer | undefined;
  /** Hidden inputs the POST carries. */
  children?: ReactNode;
}) {
  return (
    <Container className="max-w-2xl pt-32 pb-24">
      <h1 className="text-4xl font-extrabold tracking-tight text-navy-900">{title}</h1>
      <Card className="mt-8 p-6 sm:p-8">
        {answer ? (
          <p role={answer.ok ? "status" : "alert"} className="text-lg text-navy-900">
            {answer.message}
          </p>
        ) : error ? (
          <p role="alert" className="text-lg text-navy-900">
            {error}
          </p>
        ) : (
          <Form method="post" className="space-y-4">
            <p className="text-lg text-muted">{text}</p>
            {children}
            <button type="submit" className={buttonClass("primary")}>
              {button}
            </button>
          </Form>
        )}
      </Card>
    </Container>
  );
}
