/** One hostile bulletin for both sanitizer paths: the unit test (DOMPurify) and the story (the browser's own). */
export const HOSTILE_BULLETIN =
  'Maintenance <b onclick="steal()">tonight</b><script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="/portal/1" target="_blank">ok</a><img src=x onerror=alert(3)><a href="//evil.example">y</a><a href="data:text/html,z">z</a><a href=" https://example.edu/">w</a><style>*{}</style><span style="color:red">s</span>';
export const HOSTILE_BULLETIN_CLEAN = 'Maintenance <b>tonight</b><a>x</a><a href="/portal/1">ok</a><a>y</a><a>z</a><a href="https://example.edu/">w</a><span>s</span>';
