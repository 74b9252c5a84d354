import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, serveApi } from '@/test/mock-api';
import { useLocation } from 'react-router-dom';
import { mockViewport, renderAt, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { HelpPage } from './help-page';

const Probe = () => {
  const location = useLocation();
  return <p data-testid="probe">{location.pathname + location.search}</p>;
};
const renderPage = () => renderAt(<HelpPage />, '/help', signedInAs(testUsers.customer));
const created = { status: 201, body: { success: true, data: { feedback: { id: 'fb1', createdAt: '2026-11-26T08:00:00.000Z' } }, error: null } } as const;
const search = () => screen.getByRole('searchbox', { name: 'Search the questions' });
const questions = () => screen.queryAllByTestId('faq-item').map((item) => item.querySelector('summary')?.textContent);

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('HelpPage — FAQ', () => {
  it('states the rules of spec section 9 in its answers', () => {
    serveApi(() => created);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('cancel or reschedule up to 24 hours before the visit');
    expect(text).toContain('within 48 hours after the visit');
    expect(text).toContain('We answer within 24 hours.');
    expect(text).toContain('Mon–Fri, 9:00–18:00 EET');
    // The loyalty answers quote the platform's rules.
    expect(text).toContain('1 point for every 10 ₴');
    expect(text).toContain('up to 20% of the payment');
  });

  it('filters the questions and answers as you type', () => {
    serveApi(() => created);
    renderPage();
    const all = questions().length;
    expect(all).toBe(16);
    fireEvent.change(search(), { target: { value: 'refund' } });
    expect(questions()).toEqual(['How do refunds work?']);
    expect(screen.getByText('1 question found')).toBeInTheDocument();
    // Matches the answer too: "48 hours" is only in the complaint's answer.
    fireEvent.change(search(), { target: { value: '48 HOURS' } });
    expect(questions()).toEqual(['How do I complain about a visit?']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(questions()).toHaveLength(all);
  });

  it('shows an empty result with a way out', () => {
    serveApi(() => created);
    renderPage();
    fireEvent.change(search(), { target: { value: 'submarine' } });
    expect(questions()).toEqual([]);
    const empty = screen.getByTestId('faq-empty');
    expect(empty).toHaveTextContent('Nothing found for “submarine”');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear search' }));
    expect(questions()).toHaveLength(16);
  });

  it('searches in the interface language', async () => {
    serveApi(() => created);
    await i18n.changeLanguage('uk');
    renderPage();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Пошук серед запитань' }), { target: { value: 'бали' } });
    expect(questions()).toEqual(['Як працює повернення коштів?', 'Як отримати бонусні бали?', 'Як витратити бали?']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Пошук серед запитань' }), { target: { value: 'витратити бали' } });
    expect(questions()).toEqual(['Як витратити бали?']);
  });
});

describe('HelpPage — support and feedback', () => {
  it('the live chat writes to Vizyt support and opens that conversation in Messages', async () => {
    const calls = serveApi(() => ({
      status: 201,
      body: { success: true, data: { conversation: { id: 'sup1' }, message: { id: 'm1', conversationId: 'sup1', senderId: 'u1', content: 'Hello', createdAt: '2026-11-27T10:00:00.000Z', readAt: null } }, error: null },
    }));
    renderRoutes(
      [
        { path: '/help', element: <HelpPage /> },
        { path: '/messages', element: <Probe /> },
      ],
      '/help',
      signedInAs(testUsers.customer),
    );
    expect(screen.queryByText('Live chat feature would be implemented here')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    // An empty message is refused before any request.
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Write a message')).toBeInTheDocument();
    expect(calls.filter((c) => callOf(c) === 'POST /support/conversation')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: '  Hello  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent('/messages?c=sup1');
    const sent = calls.find((c) => callOf(c) === 'POST /support/conversation');
    expect(bodyOf(sent)).toEqual({ message: 'Hello' });
  });

  it('sends a valid message to POST /feedback and shows the success state', async () => {
    const calls = serveApi(() => created);
    renderPage();
    fireEvent.change(screen.getByLabelText(/Category/), { target: { value: 'complaint' } });
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: '  Late specialist  ' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'The specialist came 40 minutes late.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const success = await screen.findByTestId('feedback-success');
    expect(success).toHaveTextContent('Thank you! Your message has been sent.');
    expect(success).toHaveTextContent('Support will answer at olena@example.com within 24 hours');
    const post = calls.filter((call) => callOf(call) === 'POST /feedback');
    expect(post).toHaveLength(1);
    expect(bodyOf(post[0])).toEqual({ category: 'complaint', subject: 'Late specialist', message: 'The specialist came 40 minutes late.' });
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
  });

  it('shows translated field errors and sends nothing when the form is invalid', async () => {
    const calls = serveApi(() => created);
    renderPage();
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Hi' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('At least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => callOf(call) === 'POST /feedback')).toHaveLength(0);
  });

  it('shows the field errors the server sends, in the interface language', async () => {
    serveApi(() => ({
      status: 400,
      body: { success: false, data: null, error: { code: 'VALIDATION_ERROR', message: 'Invalid input', details: [{ path: 'body.subject', message: 'tooLong' }] } },
    }));
    await i18n.changeLanguage('uk');
    renderPage();
    fireEvent.change(screen.getByLabelText(/Тема/), { target: { value: 'Valid subject' } });
    fireEvent.change(screen.getByLabelText(/Повідомлення/), { target: { value: 'A long enough message.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByText('Не більше 200 символів')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-success')).not.toBeInTheDocument();
  });

  it('keeps what was typed and explains a server failure', async () => {
    serveApi(() => errorReply(500, 'INTERNAL_ERROR'));
    renderPage();
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Valid subject' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'A long enough message.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The message could not be sent. Please try again.');
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Valid subject');
    expect(screen.queryByTestId('feedback-success')).not.toBeInTheDocument();
  });

  it('asks to wait after too many messages (429)', async () => {
    serveApi(() => errorReply(429, 'RATE_LIMITED'));
    renderPage();
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Valid subject' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'A long enough message.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('try again in 15 minutes'));
  });
});
