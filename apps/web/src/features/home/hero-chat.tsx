import type { AiEngine } from '@app/core/ai-api';
import { CHAT_MESSAGE_MAX } from '@app/core/ai-limits';
import { Bot, Loader2, Send, User } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AiEngineNote } from '@/components/ai-engine-note';
import { openChatStream, readChatStream } from '@/lib/ai-api';
import { CAREER_CHAT_ID } from '@/lib/career-chat';
import { cn } from '@/lib/utils';

/** Spec, section 8: what the chat says when the reply fails. */
export const CHAT_FALLBACK = "Sorry, I'm having trouble responding right now. Please try again.";

/** Course suggestions shown under one reply. */
const COURSES_SHOWN = 5;

interface ChatMessage {
  type: 'user' | 'ai';
  content: string;
  /** The courses and career paths the reply names: address, title, note. */
  links?: string[][];
  engine?: AiEngine;
}

const GREETING: ChatMessage = {
  type: 'ai',
  content: "Hi! Tell me your dream career and I'll suggest the skills and courses that lead there.",
};

/** The home page's career chat: the visitor names a dream career and gets a reply. */
export function HeroChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([GREETING]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  // True once the first words of the reply arrived: the reply itself then shows progress.
  const [streaming, setStreaming] = useState(false);
  // State updates land after the render; this stops a second submit in the same tick.
  const sending = useRef(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();

  // Help's 'Live Chat' card links here (/#career-chat): the chat opens ready to type in.
  useEffect(() => {
    if (hash === `#${CAREER_CHAT_ID}`) inputRef.current?.focus();
  }, [hash]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the indicator appears.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = input.trim();
    if (!message || sending.current) return;
    sending.current = true;
    setMessages((list) => [...list, { type: 'user', content: message }]);
    setInput('');
    setPending(true);
    setStreaming(false);
    // Replies only ever go at the end and one at a time, so the streamed reply is the last message.
    let started = false;
    const replaceReply = (reply: ChatMessage) =>
      setMessages((list) => (started ? [...list.slice(0, -1), reply] : [...list, reply]));
    try {
      const response = await openChatStream(message);
      const done = await readChatStream(response, (text) => {
        if (!started) {
          started = true;
          setStreaming(true);
          setMessages((list) => [...list, { type: 'ai', content: text }]);
        } else {
          setMessages((list) => {
            const last = list.at(-1);
            return last ? [...list.slice(0, -1), { ...last, content: last.content + text }] : list;
          });
        }
      });
      if (done.response.trim() === '') throw new Error('Empty reply');
      const links = [
        ...done.courses
          .slice(0, COURSES_SHOWN)
          .map((c) => [`/courses/${encodeURIComponent(c.id)}`, c.title, c.provider]),
        ...done.paths.map((p) => [`/career-paths/${encodeURIComponent(p.id)}`, p.title, 'career path']),
      ];
      // The final answer is authoritative: it replaces whatever the deltas assembled.
      replaceReply({
        type: 'ai',
        content: done.response,
        engine: done.engine,
        ...(links.length ? { links } : {}),
      });
    } catch {
      replaceReply({ type: 'ai', content: CHAT_FALLBACK });
    } finally {
      sending.current = false;
      setPending(false);
      setStreaming(false);
    }
  }

  return (
    <div
      id={CAREER_CHAT_ID}
      className="w-full max-w-2xl scroll-mt-24 rounded-2xl border border-white/15 bg-white/10 p-4 text-left shadow-2xl backdrop-blur sm:p-5"
    >
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        // Screen readers wait for the whole reply instead of reading every streamed word.
        aria-busy={pending}
        aria-label="Career chat"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls and must be reachable by keyboard.
        tabIndex={0}
        data-testid="chat-log"
        className="flex max-h-80 flex-col gap-3 overflow-y-auto pr-1"
      >
        {messages.map((m, i) => (
          <div
            // Messages are only ever appended, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={i}
            data-message-type={m.type}
            className={cn('flex items-start gap-2', m.type === 'user' && 'flex-row-reverse')}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full',
                m.type === 'user' ? 'bg-white text-hero' : 'bg-primary text-primary-foreground',
              )}
            >
              {m.type === 'user' ? <User className="size-4" /> : <Bot className="size-4" />}
            </span>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed',
                m.type === 'user' ? 'bg-white text-hero' : 'bg-hero/70 text-hero-foreground',
              )}
            >
              <span className="sr-only">{m.type === 'user' ? 'You: ' : 'SkillBridge AI: '}</span>
              <p className="whitespace-pre-line">{m.content}</p>
              {m.links && (
                <ul className="mt-2 space-y-1">
                  {m.links.map(([to, title, note]) => (
                    <li key={to}>
                      <Link to={to!} className="font-medium underline underline-offset-2">
                        {title}
                      </Link>
                      {note && ` (${note})`}
                    </li>
                  ))}
                </ul>
              )}
              {m.engine && <AiEngineNote engine={m.engine} className="mt-2 text-hero-muted" />}
            </div>
          </div>
        ))}
        {pending && !streaming && (
          <div role="status" className="flex items-center gap-2 text-sm text-hero-muted">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Thinking...
          </div>
        )}
      </div>
      <form onSubmit={submit} className="mt-4 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Your dream career
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="What's your dream career? e.g. cloud engineer"
          autoComplete="off"
          maxLength={CHAT_MESSAGE_MAX}
          className="h-12 min-w-0 flex-1 rounded-xl border border-white/20 bg-white px-4 text-base text-gray-900 placeholder:text-gray-600 outline-none focus-visible:ring-[3px] focus-visible:ring-white/60"
        />
        <button
          type="submit"
          disabled={pending || input.trim() === ''}
          aria-label="Send"
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-primary px-4 font-medium text-primary-foreground transition-colors hover:bg-primary/90 disabled:opacity-50"
        >
          {pending ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
        </button>
      </form>
    </div>
  );
}
