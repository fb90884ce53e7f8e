import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type CoverUploadReply, sendCoverImage } from "~/lib/cover";
import { imageMarkdown, insertAt } from "~/lib/image-markdown";
import { adminImagesCopy } from "~content/admin-images";

const copy = adminImagesCopy;

/**
 * An image for the post's text, with JavaScript: sent alone to /admin/posts/cover (the covers'
 * checks), then its Markdown inserted where the cursor was when it was sent.
 */
export function useImageUpload({
  content,
  onContent,
  cursor,
  onInserted,
}: {
  content: string;
  onContent: (next: string) => void;
  /** Where the cursor is now in the text. */
  cursor: () => number | undefined;
  /** Inserted: the inputs that chose it can be emptied. */
  onInserted: () => void;
}) {
  const upload = useFetcher<CoverUploadReply>({ key: "imagem-no-texto" });
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  // What the upload under way will insert, and where: kept until its answer.
  const pending = useRef<{ alt: string; cursor?: number }>(undefined);
  const latest = useRef({ content, onInserted });
  latest.current = { content, onInserted };

  const send = useCallback(
    (file: File, text: string) => {
      setError(undefined);
      setDone(false);
      if (!text.trim()) {
        setError(copy.altMissing);
        return false;
      }
      pending.current = { alt: text, cursor: cursor() };
      sendCoverImage(upload, file);
      return true;
    },
    [upload, cursor],
  );

  const answer = upload.state === "idle" ? upload.data : undefined;
  useEffect(() => {
    const wanted = pending.current;
    if (!answer || !wanted) return;
    pending.current = undefined;
    if ("url" in answer) {
      onContent(
        insertAt(latest.current.content, imageMarkdown(wanted.alt, answer.url), wanted.cursor),
      );
      setDone(true);
      latest.current.onInserted();
    } else {
      setError(answer.error);
    }
  }, [answer, onContent]);

  return { send, uploading: upload.state !== "idle", error, setError, done };
}
