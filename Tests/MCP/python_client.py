"""`sherpa mcp` driven by the official Python MCP client (`pip install mcp`).

Usage: python3 python_client.py SHERPA_BINARY, with SHERPA_STORE, SHERPA_NOW and the rest of
the test's environment set. Lists the tools, adds an item, reads and then logs a check-in,
reads today, sends a bad argument and undoes; prints "ok <step>" for each step, and on the
first that fails says why on stderr and exits 1.
"""

import asyncio
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

TOOLS = ["add", "log", "skip", "undo", "today", "week", "show", "stats", "coach_plan"]


def check(step, condition, detail=""):
    if not condition:
        print(f"{step} failed: {detail}", file=sys.stderr)
        sys.exit(1)
    print(f"ok {step}")


def store_bytes(path):
    with open(path, "rb") as f:
        return f.read()


async def main(binary):
    store = os.environ["SHERPA_STORE"]
    # The client passes only a few variables by default; the test's clock and store are needed.
    server = StdioServerParameters(command=binary, args=["mcp"], env=dict(os.environ))
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            hello = await session.initialize()
            check("initialize", hello.server_info.name == "sherpa", hello.server_info)

            names = [tool.name for tool in (await session.list_tools()).tools]
            check("tools", names == TOOLS, names)

            added = await session.call_tool(
                "add", {"phrase": "drink 2000 ml of water daily", "apply": True})
            check("add", not added.is_error and added.content[0].text.endswith(
                "Added Drink water as #1."), added.content[0].text)

            before = store_bytes(store)
            read = await session.call_tool("log", {"words": "drank 2 glasses of water"})
            check("log reads", not read.is_error
                  and read.structured_content["action"] == "log"
                  and read.structured_content["amount"] == 500, read.structured_content)
            check("log without apply writes nothing", store_bytes(store) == before)

            logged = await session.call_tool(
                "log", {"words": "drank 2 glasses of water", "apply": True})
            check("log applies", not logged.is_error, logged.content[0].text)

            today = await session.call_tool("today", {})
            items = today.structured_content["items"]
            check("today", items[0]["name"] == "Drink water" and items[0]["progress"] == 500,
                  items)

            bad = await session.call_tool("show", {"item": 3})
            check("bad argument", bad.is_error
                  and bad.content[0].text == "Error: 'item' should be text.",
                  bad.content[0].text)

            undone = await session.call_tool("undo", {})
            check("undo", undone.content[0].text.startswith("Undid Drink water +500 ml"),
                  undone.content[0].text)
            today = await session.call_tool("today", {})
            check("undo takes it back", today.structured_content["items"][0]["progress"] == 0)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
