/** A section whose issue is not done yet: says so plainly, shows no made-up data. */
export function ComingSoon({ title, note }: { title: string; note?: string }) {
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="rounded-lg border border-dashed border-border bg-surface p-8 text-center"
    >
      <h1 id="coming-soon-title" className="text-xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-text-secondary">{note ?? 'Coming soon.'}</p>
    </section>
  );
}
