import { articleMagicMessages as messages } from '@pillars/shared/ai/article-magic-messages';
import type { ArticleMagicVersion } from '@pillars/shared/ai/article-magic-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { enhanceArticle } from '../api/enhance-article';

/**
 * One article's Article Magic state (spec 02 section 4): none (no entry), enhancing, success
 * (with the preview's two sides and the chosen topics) or error. Saving is success with
 * `isSaving`; a failed save goes back to error with its message.
 */
export type EnhancementState =
  | { status: 'enhancing'; received: string; isRetrying: boolean }
  | {
      status: 'success';
      original: ArticleMagicVersion;
      enhanced: ArticleMagicVersion;
      chosenTopicIds: string[];
      isPreviewOpen: boolean;
      isSaving: boolean;
    }
  | { status: 'error'; message: string };

/**
 * The table's enhancements, by article id: several rows can be enhancing at once, each with its
 * own stream and its own Cancel (which ends the stream, and the server's call to the AI).
 * Leaving the page cancels every one still running.
 */
export function useEnhancements() {
  const [states, setStates] = useState<Record<string, EnhancementState>>({});
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const set = useCallback((articleId: string, state: EnhancementState | null) => {
    setStates((current) => {
      const next = { ...current };
      if (state === null) delete next[articleId];
      else next[articleId] = state;
      return next;
    });
  }, []);

  const update = useCallback((articleId: string, change: (state: EnhancementState) => EnhancementState) => {
    setStates((current) => {
      const state = current[articleId];
      return state ? { ...current, [articleId]: change(state) } : current;
    });
  }, []);

  const start = useCallback(
    (articleId: string) => {
      controllers.current.get(articleId)?.abort();
      const controller = new AbortController();
      controllers.current.set(articleId, controller);
      set(articleId, { status: 'enhancing', received: '', isRetrying: false });
      let isSettled = false;
      enhanceArticle(articleId, {
        signal: controller.signal,
        onEvent: (event) => {
          if (controller.signal.aborted) return;
          if (event.type === 'delta') {
            update(articleId, (state) =>
              state.status === 'enhancing' ? { ...state, received: state.received + event.text } : state,
            );
          } else if (event.type === 'retry') {
            update(articleId, () => ({ status: 'enhancing', received: '', isRetrying: true }));
          } else if (event.type === 'result') {
            isSettled = true;
            set(articleId, {
              status: 'success',
              original: event.original,
              enhanced: event.enhanced,
              chosenTopicIds: event.enhanced.topics.map((topic) => topic.id),
              isPreviewOpen: false,
              isSaving: false,
            });
          } else {
            isSettled = true;
            set(articleId, { status: 'error', message: event.message });
          }
        },
      })
        .then(() => {
          if (!isSettled && !controller.signal.aborted) {
            set(articleId, { status: 'error', message: messages.enhanceFailed });
          }
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          set(articleId, { status: 'error', message: serverMessageOr(error, messages.enhanceFailed) });
        })
        .finally(() => {
          if (controllers.current.get(articleId) === controller) controllers.current.delete(articleId);
        });
    },
    [set, update],
  );

  const cancel = useCallback(
    (articleId: string) => {
      controllers.current.get(articleId)?.abort();
      controllers.current.delete(articleId);
      set(articleId, null);
    },
    [set],
  );

  return { states, start, cancel, set, update };
}
