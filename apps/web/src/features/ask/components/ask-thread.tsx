import { zodResolver } from '@hookform/resolvers/zod';
import { askMessages as messages } from '@pillars/shared/ask/messages';
import { type AskBody, type AskSource, type AskTurn, askBody } from '@pillars/shared/ask/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { LifeBuoyIcon, SendIcon, ThumbsDownIcon, ThumbsUpIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form-error';
import { Label } from '@/components/label';
import { Textarea } from '@/components/textarea';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { askKeys } from '../api/ask-keys';
import { askQuestion } from '../api/ask-question';
import { useRateAskTurn } from '../api/rate-turn';
import { AnswerText } from './answer-text';
import { SourceCards } from './source-cards';

interface Pending {
  question: string;
  sources: AskSource[];
  text: string;
}

function Rating({ turn }: { turn: AskTurn }) {
  const rate = useRateAskTurn();
  const [rating, setRating] = useState(turn.rating);
  const [comment, setComment] = useState('');
  const [isCommentOpen, setIsCommentOpen] = useState(false);
  const commentId = useId();
  const send = (value: 1 | -1, withComment?: string) => {
    setRating(value);
    rate.mutate(
      { turnId: turn.id, rating: value, ...(withComment ? { comment: withComment } : {}) },
      {
        onSuccess: () => {
          toast.success(messages.ratingSaved);
          setIsCommentOpen(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={rating === 1}
          aria-label={messages.rateUp}
          onClick={() => send(1)}
        >
          <ThumbsUpIcon aria-hidden className={rating === 1 ? 'fill-current' : undefined} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={rating === -1}
          aria-label={messages.rateDown}
          onClick={() => {
            send(-1);
            setIsCommentOpen(true);
          }}
        >
          <ThumbsDownIcon aria-hidden className={rating === -1 ? 'fill-current' : undefined} />
        </Button>
      </div>
      {isCommentOpen ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            send(-1, comment.trim());
          }}
        >
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={commentId}>{messages.ratingComment}</Label>
            <Textarea
              id={commentId}
              rows={2}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={rate.isPending}>
            Send
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function Unconfigured({ settings }: { settings: string[] }) {
  return (
    <p
      role="note"
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
    >
      {messages.unconfigured}
      {settings.length > 0 ? (
        <>
          {' '}
          {messages.unconfiguredSettings}{' '}
          {settings.map((name, index) => (
            <span key={name}>
              {index > 0 ? ', ' : null}
              <code className="font-mono text-xs">{name}</code>
            </span>
          ))}
          .
        </>
      ) : null}
    </p>
  );
}

function TurnView({ turn, settings }: { turn: AskTurn; settings: string[] }) {
  return (
    <article className="flex flex-col gap-3" aria-label={turn.question}>
      <p className="self-end rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-sm text-white sm:max-w-[80%]">
        {turn.question}
      </p>
      <div className="flex flex-col gap-3 rounded-2xl rounded-bl-sm border border-slate-200 bg-white p-4 shadow-sm">
        {turn.status === 'answered' ? <AnswerText text={turn.answer} sources={turn.sources} /> : null}
        {turn.status === 'failed' ? <p className="text-sm text-red-700">{messages.answerFailed}</p> : null}
        {turn.status === 'passages' ? <Unconfigured settings={settings} /> : null}
        {turn.status === 'no_answer' ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-slate-800">{messages.noAnswer}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.supportNewTicket(turn.question)}>
                <LifeBuoyIcon aria-hidden />
                {messages.askOurTeam}
              </Link>
            </Button>
          </div>
        ) : null}
        <SourceCards sources={turn.sources} />
        {turn.status === 'answered' || turn.status === 'passages' ? <Rating turn={turn} /> : null}
      </div>
    </article>
  );
}

/**
 * A conversation: its turns, the answer streaming in (sources first, then the text), and the
 * question box. A follow-up continues the conversation (the server sends the last turns along).
 */
export function AskThread({
  conversationId,
  initialTurns,
  pillarId,
  settings,
  onConversation,
}: {
  conversationId: string | null;
  initialTurns: AskTurn[];
  /** "Ask about this pillar": that pillar's lessons only. */
  pillarId?: string;
  /** The variables that turn answers on, when they are off (a superadmin's only; empty for others). */
  settings: string[];
  onConversation?: (conversationId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [turns, setTurns] = useState(initialTurns);
  const [currentId, setCurrentId] = useState(conversationId);
  const [pending, setPending] = useState<Pending | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const questionId = useId();
  const form = useForm<AskBody>({ resolver: zodResolver(askBody), defaultValues: { question: '' } });
  const { errors } = form.formState;
  useEffect(() => () => abortRef.current?.abort(), []);

  const onSubmit = form.handleSubmit(async ({ question }) => {
    const abort = new AbortController();
    abortRef.current = abort;
    setPending({ question, sources: [], text: '' });
    form.reset({ question: '' });
    try {
      await askQuestion(
        { question, ...(currentId ? { conversationId: currentId } : pillarId ? { pillarId } : {}) },
        {
          signal: abort.signal,
          onEvent: (event) => {
            if (event.type === 'start') {
              setCurrentId(event.conversationId);
              setPending((current) => current && { ...current, sources: event.sources });
            } else if (event.type === 'delta') {
              setPending((current) => current && { ...current, text: current.text + event.text });
            } else if (event.type === 'done') {
              setTurns((current) => [...current, event.turn]);
              setPending(null);
            } else if (event.type === 'error') {
              toast.error(event.message);
            }
          },
        },
      );
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: askKeys.all });
    } catch (error) {
      setPending(null);
      if (abort.signal.aborted) return;
      form.reset({ question });
      toast.error(error instanceof ApiError ? error.message : messages.answerFailed);
    }
  });

  useEffect(() => {
    if (currentId && currentId !== conversationId) onConversation?.(currentId);
  }, [currentId, conversationId, onConversation]);

  const isBusy = pending !== null;
  return (
    <div className="flex flex-col gap-5">
      {turns.map((turn) => (
        <TurnView key={turn.id} turn={turn} settings={settings} />
      ))}
      {pending ? (
        <article className="flex flex-col gap-3" aria-busy="true" aria-label={pending.question}>
          <p className="self-end rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 text-sm text-white sm:max-w-[80%]">
            {pending.question}
          </p>
          <div className="flex flex-col gap-3 rounded-2xl rounded-bl-sm border border-slate-200 bg-white p-4 shadow-sm">
            {pending.text ? (
              <AnswerText text={pending.text} sources={pending.sources} />
            ) : (
              <p className="text-sm text-slate-500" role="status">
                {messages.asking}
              </p>
            )}
            <SourceCards sources={pending.sources} />
          </div>
        </article>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
        <Label htmlFor={questionId}>{messages.questionLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Textarea
            id={questionId}
            rows={2}
            className="flex-1"
            placeholder={turns.length > 0 ? messages.followUpPlaceholder : messages.questionPlaceholder}
            aria-invalid={errors.question ? true : undefined}
            aria-describedby={errors.question ? `${questionId}-error` : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void onSubmit();
              }
            }}
            {...form.register('question')}
          />
          <Button type="submit" disabled={isBusy} className="sm:self-stretch">
            <SendIcon aria-hidden />
            {isBusy ? messages.asking : messages.ask}
          </Button>
        </div>
        <FieldError id={`${questionId}-error`} message={errors.question?.message} />
      </form>
    </div>
  );
}
