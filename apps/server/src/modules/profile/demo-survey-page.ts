function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The built-in demo survey (the demo's SURVEY_URL): a stand-in for an external survey, with no internet
 * needed. Its one button goes back to the app's /survey-completed page, as a real survey's last page
 * would; the app then marks the survey submitted and the reward follows.
 */
export function demoSurveyPage(respondent: string | undefined, completedPath: string): string {
  const who = respondent ? `<p class="note">Deelnemer: ${escape(respondent)}</p>` : '';
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Voorbeeld-enquête</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; font-size: 1.125rem; color: #1a1b1e; }
  main { max-width: 28rem; margin: 0 auto; }
  .note { background: #fff4e6; border-left: 4px solid #e8590c; padding: 0.75rem 1rem; }
  a.button { display: block; font-size: 1.125rem; padding: 0.9rem; min-height: 44px; box-sizing: border-box; border-radius: 0.5rem; border: 2px solid #1971c2; background: #1971c2; color: #fff; text-align: center; text-decoration: none; margin-top: 1.5rem; }
  a.button:focus-visible { outline: 3px solid #f08c00; outline-offset: 2px; }
</style>
</head>
<body><main>
<h1>Voorbeeld-enquête</h1>
<p class="note">Dit is geen echte enquête. Hier zou de vragenlijst staan.</p>
${who}
<p>Wat vindt u van Achterhoek Mobiel? Bedankt voor het meedoen!</p>
<a class="button" href="${escape(completedPath)}">Enquête afronden</a>
</main></body>
</html>`;
}
