"""Secrets planted by the redaction tests: each must vanish from every tool output that carries it.

They are shaped like the real thing (right prefixes and lengths) but belong to nobody.
"""

AWS_KEY_ID = "AKIAZ7QX3EXAMPLE7QX3"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY"
GITHUB = "ghp_" + "R4nd0mT0k3nV4lu3F0rT3st1ngOnlyAbCdEf12"
GITHUB_FINE = "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789abc"
GITLAB = "glpat-" + "xY9zQ8wV7uT6sR5pO4nM"
SLACK = "xoxb-" + "1234567890-0987654321-AbCdEfGhIjKlMnOpQrStUvWx"
OPENAI = "sk-proj-" + "Ab3De6Gh9Jk2Mn5Pq8St1Vw4Yz7Bc0Ef3Hi6Kl9"
ANTHROPIC = "sk-ant-api03-" + "Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa-_9876543210abcdEFGH"
GOOGLE = "AIza" + "SyD4fG7hJ0kL3zX6cV9bN2mQ5wE8rT1yU4i"
JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJyZW9zLXRlc3QiLCJuYW1lIjoiUGxhbnRlZCJ9."
       "Qm9ndXNTaWduYXR1cmVGb3JUZXN0c09ubHkxMjM0NTY")
BEARER = "Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTA"
PASSWORD = "Tr0ub4dor-and-3"
URL_PASSWORD = "c0rrectH0rseBattery"
PRIVATE_KEY_BODY = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7plantedkeybody"
PRIVATE_KEY = ("-----BEGIN RSA PRIVATE KEY-----\n" + PRIVATE_KEY_BODY + "\n"
               "q3Bn5YzT8uW1xE4rA7sD0fG3hJ6kL9zX2cV5bN8mQ1wE4rT7yU0iO3pA6sD9fG2h\n"
               "-----END RSA PRIVATE KEY-----")

# The values that must not appear anywhere in a redacted output.
ALL = [AWS_KEY_ID, AWS_SECRET, GITHUB, GITHUB_FINE, GITLAB, SLACK, OPENAI, ANTHROPIC, GOOGLE, JWT, BEARER, PASSWORD,
       URL_PASSWORD, PRIVATE_KEY_BODY]

# One text carrying every kind, in the contexts where they turn up: arguments, URLs, headers, env lines.
TEXT = "\n".join([
    f"deploy --password {PASSWORD} --token={GITHUB}",
    f"git clone https://deployer:{URL_PASSWORD}@git.example.org/shop.git",
    f"AWS_ACCESS_KEY_ID={AWS_KEY_ID} AWS_SECRET_ACCESS_KEY={AWS_SECRET}",
    f"curl -H 'Authorization: Bearer {BEARER}' https://api.example.org",
    f"GITLAB_TOKEN {GITLAB} slack={SLACK}",
    f"OPENAI_API_KEY={OPENAI} ANTHROPIC_API_KEY={ANTHROPIC} google={GOOGLE}",
    f"session {JWT}",
    PRIVATE_KEY,
    f"github fine-grained {GITHUB_FINE}",
])


def leaked(text: str) -> list[str]:
    return [secret for secret in ALL if secret in text]
