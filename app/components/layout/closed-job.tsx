import { Link } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { Container } from "../ui/layout.tsx";

/** What a closed job's 410 carries (app/routes/jobs/job.tsx): its title and the jobs still open. */
export type ClosedJobData = { title: string; open: readonly { path: string; title: string; description: string }[] };

/** The page of a job that is filled or past its last day (HTTP 410): says so and lists the open jobs. */
export function ClosedJob({ title, open }: ClosedJobData) {
  return (
    <Container className="pt-32 pb-24">
      <p className="eyebrow text-brand-700">Stillingen er lukket</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900">{title} er ikke længere ledig</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        {open.length
          ? "Stillingen er besat eller udløbet. Disse stillinger kan du søge nu:"
          : "Stillingen er besat eller udløbet, og lige nu har vi ingen andre ledige stillinger."}
      </p>
      {open.length > 0 && (
        <ul aria-label="Ledige stillinger" className="mt-10 grid gap-4 sm:grid-cols-2">
          {open.map((job) => (
            <li key={job.path}>
              <Link to={job.path} className="block h-full rounded-card bg-white p-5 shadow-card ring-1 ring-line hover:ring-brand-700">
                <span className="font-semibold text-navy-900">{job.title}</span>
                <span className="mt-1 block text-muted">{job.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/freelance-telemarketing" className={buttonClass("primary")}>
          Se alle stillinger
        </Link>
        <Link to="/kontakt" className={buttonClass("secondary")}>
          Kontakt os
        </Link>
      </div>
    </Container>
  );
}
