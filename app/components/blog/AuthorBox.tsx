import type { Author } from "~/lib/authors";

/** 'Sobre o autor' at the end of a post: avatar, name, role and the short bio. */
export function AuthorBox({ author, bio }: { author: Author; bio: string }) {
  return (
    <aside
      aria-labelledby="sobre-o-autor"
      className="mt-12 flex gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <img
        src={author.avatar}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="h-16 w-16 shrink-0 rounded-full bg-white object-cover"
      />
      <div>
        <h2
          id="sobre-o-autor"
          className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          Sobre o autor
        </h2>
        <p className="mt-1 text-lg font-semibold text-ink">{author.name}</p>
        {author.role ? <p className="text-sm text-slate-600">{author.role}</p> : null}
        <p className="mt-3 text-slate-700">{bio}</p>
      </div>
    </aside>
  );
}
